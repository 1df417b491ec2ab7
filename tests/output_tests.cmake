# Writers, the dataset file and the atomic file writer (core/output, core/dataset/dataset_io,
# core/util). Suites are named output* so that `ctest -R output` selects them.
scalescope_add_test(output_format_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/output/python_float_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/output/writers_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/output/official_expected_test.cpp
  LIBS scalescope_core)
scalescope_add_test(output_dataset_io_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/output/dataset_io_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/output/atomic_file_test.cpp
  LIBS scalescope_core)
scalescope_add_test(output_dataset_v41_tests NEEDS_V41
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/output/dataset_v41_test.cpp
  LIBS scalescope_core)
add_dependencies(output_dataset_v41_tests scalescope)
