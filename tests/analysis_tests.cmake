# Scaling analysis (core/analysis): hand-computed fixtures and the official v4.1 scores.
scalescope_add_test(analysis_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/analysis/figures_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/break_even_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/fits_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/series_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/compare_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/report_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/v41_official_tests.cpp
  LIBS scalescope_core)
target_include_directories(analysis_tests PRIVATE "${PROJECT_SOURCE_DIR}")
