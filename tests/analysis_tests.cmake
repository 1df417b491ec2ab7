# Scaling analysis (core/analysis): hand-computed fixtures and the official v4.1 scores.
scalescope_add_test(analysis_tests
  SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/analysis/accelerator_match_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/accelerator_names_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/benchmark_identity_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/figures_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/break_even_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/verdict_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/uncertainty_budget_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/diagnostics_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/throughput_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/fits_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/series_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/compare_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/hardware_compare_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/report_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/v41_official_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/rcp_conversion_tests.cpp
    ${CMAKE_CURRENT_LIST_DIR}/analysis/reference_convergence_tests.cpp
  LIBS scalescope_core)
target_include_directories(analysis_tests PRIVATE "${PROJECT_SOURCE_DIR}")
# The regeneration test of resources/rcp/rcps.json reads the official points from ../shared.
target_compile_definitions(analysis_tests PRIVATE "SCALESCOPE_SHARED_DIR=\"${SCALESCOPE_SHARED_DIR}\"")

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
          ${CMAKE_CURRENT_LIST_DIR}/analysis/v51_names_tests.cpp
  LIBS scalescope_core
  NEEDS_V41)
target_include_directories(analysis_v41_imported_tests PRIVATE "${PROJECT_SOURCE_DIR}")

# The GUI views of issue 16 (ui/panels/AnalysisInsights and its charts), offscreen.
if(TARGET scalescope_ui)
  add_executable(analysis_ui_tests ${CMAKE_CURRENT_LIST_DIR}/analysis/tst_analysis_insights.cpp)
  set_target_properties(analysis_ui_tests PROPERTIES AUTOMOC ON AUTOGEN_ORIGIN_DEPENDS OFF)
  target_link_libraries(analysis_ui_tests PRIVATE scalescope_ui Qt6::Test)
  target_include_directories(analysis_ui_tests PRIVATE "${PROJECT_SOURCE_DIR}")
  target_compile_definitions(analysis_ui_tests PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES})
  add_test(NAME analysis_ui_tests COMMAND analysis_ui_tests)
  set_tests_properties(analysis_ui_tests PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen TIMEOUT 120)
endif()
