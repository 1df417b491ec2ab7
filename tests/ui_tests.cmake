# GUI tests (Qt Test), run offscreen. One executable, one test class per file, run in
# turn by tests/ui/ui_test_main.cpp.
add_executable(ui_tests
  ui/ui_test_main.cpp
  ui/test_fixtures.cpp
  ui/tst_score_table_model.cpp
  ui/tst_report_item_model.cpp
  ui/tst_dataset_loader.cpp
  ui/tst_main_window.cpp
  ui/tst_series_table_model.cpp
  ui/tst_analysis_view_model.cpp
  ui/tst_analysis_workspace.cpp
  ui/tst_workspace_rounds.cpp
  ui/tst_background_analysis.cpp
  ui/tst_hardware_panel.cpp
)
set_target_properties(ui_tests PROPERTIES AUTOMOC ON AUTOGEN_ORIGIN_DEPENDS OFF)
target_link_libraries(ui_tests PRIVATE scalescope_ui Qt6::Test)
target_compile_definitions(ui_tests PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES}
  "SCALESCOPE_FIXTURE_ROUNDS=\"${SCALESCOPE_FIXTURE_ROUNDS}\"")
add_test(NAME ui_tests COMMAND ui_tests)
set_tests_properties(ui_tests PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen TIMEOUT 120)
