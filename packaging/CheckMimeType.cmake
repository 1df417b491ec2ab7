# cmake -DUPDATE_MIME_DATABASE=... -DMIME_XML=... -DWORK_DIR=... -P CheckMimeType.cmake
# Builds a private MIME database from our MIME XML alone, the way the package's dpkg
# trigger builds the system one, and checks that the type and its glob came out of it.
# WORK_DIR/mime, named in XDG_DATA_DIRS, so that update-mime-database prints no note
# about a folder outside the search path: any output is then a complaint about the XML.
file(REMOVE_RECURSE "${WORK_DIR}")
set(mime_dir "${WORK_DIR}/mime")
file(MAKE_DIRECTORY "${mime_dir}/packages")
configure_file("${MIME_XML}" "${mime_dir}/packages/io.github.scalescope.Scalescope.xml" COPYONLY)
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "XDG_DATA_DIRS=${WORK_DIR}"
                        "${UPDATE_MIME_DATABASE}" "${mime_dir}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "update-mime-database: exit status ${status}\n${out}${err}")
endif()
set(type_file "${mime_dir}/application/x-scalescope-dataset.xml")
if(NOT EXISTS "${type_file}")
  message(FATAL_ERROR "update-mime-database made no ${type_file}")
endif()
file(READ "${mime_dir}/globs2" globs)
if(NOT globs MATCHES ":application/x-scalescope-dataset:\\*\\.scalescope\\.json")
  message(FATAL_ERROR "globs2 has no *.scalescope.json glob:\n${globs}")
endif()
file(READ "${mime_dir}/subclasses" subclasses)
if(NOT subclasses MATCHES "application/x-scalescope-dataset application/json")
  message(FATAL_ERROR "subclasses does not make the dataset a JSON file:\n${subclasses}")
endif()
