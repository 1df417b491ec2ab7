# The scalescope binary, run as a process. Suites are named cli* so that `ctest -R cli`
# selects them.
scalescope_add_test(cli_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/command_line_parser_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_rules_dir_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_outputs_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_hostile_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_partial_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_uniform_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cli/cli_man_page_test.cpp
  LIBS scalescope_cli)
add_dependencies(cli_tests scalescope)
scalescope_add_test(cli_v41_tests NEEDS_V41
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/cli/cli_v41_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/cli/cli_compare_test.cpp
  LIBS scalescope_core)
add_dependencies(cli_v41_tests scalescope)
