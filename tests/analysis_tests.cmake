# Scaling analysis (core/analysis): hand-computed fixtures and the official v4.1 scores.
scalescope_add_test(analysis_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/analysis/accelerator_match_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/figures_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/break_even_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/diagnostics_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/throughput_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/fits_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/series_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/compare_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/report_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/v41_official_tests.cpp
  LIBS scalescope_core)
target_include_directories(analysis_tests PRIVATE "${PROJECT_SOURCE_DIR}")

# `scalescope analyze` (app/analyze_command.cpp, in scalescope_cli).
if(TARGET scalescope_cli)
  scalescope_add_test(analysis_cli_tests
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/analysis/analyze_command_tests.cpp
    LIBS scalescope_cli)
  target_include_directories(analysis_cli_tests PRIVATE "${PROJECT_SOURCE_DIR}")
endif()

# The analysis on the imported round, against the official scores.
scalescope_add_test(analysis_v41_imported_tests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/analysis/v41_imported_tests.cpp
  LIBS scalescope_core
  NEEDS_V41)
target_include_directories(analysis_v41_imported_tests PRIVATE "${PROJECT_SOURCE_DIR}")
