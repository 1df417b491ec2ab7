scalescope_add_test(core_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/core/json_value_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/core/mllog_reader_test.cpp
  LIBS scalescope_core)
