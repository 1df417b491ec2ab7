scalescope_add_test(core_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/core/json_value_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/mllog_reader_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/line_scanner_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/string_index_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/mapped_file_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/chunked_file_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/terminal_text_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/olympic_score_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/benchmark_names_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/importer_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/legacy_round_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/published_round_test.cpp
  LIBS scalescope_core)

scalescope_add_test(v41_import_tests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/core/v41_import_test.cpp
  LIBS scalescope_core
  NEEDS_V41)

# Broken and hostile inputs, folders and archives (issue 11). Archives are written at
# test time with libarchive, so hostile entries (links, devices, "..") need no files.
scalescope_add_test(hostile_input_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/core/hostile_test_support.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/hostile_input_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/hostile_layout_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/hostile_budget_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/archive_import_test.cpp
  LIBS scalescope_core LibArchive::LibArchive)
target_include_directories(hostile_input_tests PRIVATE "${PROJECT_SOURCE_DIR}")

# Provenance (issue 25): content hashes and republished entries, on two hand-made
# rounds, and on the real v3.1 and v4.1 archives in ../shared (skipped without them).
scalescope_add_test(provenance_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/core/provenance_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/provenance_real_test.cpp
  LIBS scalescope_core LibArchive::LibArchive)
target_compile_definitions(provenance_tests PRIVATE "SCALESCOPE_SHARED_DIR=\"${SCALESCOPE_SHARED_DIR}\"")
target_include_directories(provenance_tests PRIVATE "${PROJECT_SOURCE_DIR}")
