scalescope_add_test(core_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/core/json_value_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/mllog_reader_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/olympic_score_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/importer_test.cpp
  LIBS scalescope_core)

scalescope_add_test(v41_import_tests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/core/v41_import_test.cpp
  LIBS scalescope_core
  NEEDS_V41)
