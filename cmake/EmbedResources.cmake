# embed_resources(<target> NAMESPACE <ns> FILES <name>=<path>...)
#
# Compiles files into <target> as std::string_view constants, so core/ can ship its
# rules and the sample dataset without Qt's resource system. The generated source is
# rebuilt when any embedded file changes.
function(embed_resources target)
  cmake_parse_arguments(ARG "" "NAMESPACE;HEADER" "FILES" ${ARGN})
  set(out_cpp "${CMAKE_CURRENT_BINARY_DIR}/${target}_embedded.cpp")
  set(depends)
  set(entries)
  foreach(item IN LISTS ARG_FILES)
    string(REPLACE "=" ";" pair "${item}")
    list(GET pair 0 name)
    list(GET pair 1 path)
    list(APPEND depends "${path}")
    list(APPEND entries "${name}=${path}")
  endforeach()
  add_custom_command(
    OUTPUT "${out_cpp}"
    COMMAND "${CMAKE_COMMAND}" "-DOUT=${out_cpp}" "-DNAMESPACE=${ARG_NAMESPACE}"
            "-DHEADER=${ARG_HEADER}" "-DENTRIES=${entries}"
            -P "${PROJECT_SOURCE_DIR}/cmake/EmbedResourcesScript.cmake"
    DEPENDS ${depends} "${PROJECT_SOURCE_DIR}/cmake/EmbedResourcesScript.cmake"
    COMMENT "Embedding resources into ${target}"
    VERBATIM)
  target_sources(${target} PRIVATE "${out_cpp}")
endfunction()
