# Export, File-menu and `scalescope export` tests (Qt Test, offscreen).
add_executable(ui_export_tests
  ui_export/export_test_main.cpp
  ui_export/tst_chart_export.cpp
  ui_export/tst_file_actions.cpp
)
set_target_properties(ui_export_tests PROPERTIES AUTOMOC ON AUTOGEN_ORIGIN_DEPENDS OFF)
target_link_libraries(ui_export_tests PRIVATE scalescope_ui Qt6::Test)
target_compile_definitions(ui_export_tests PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES}
  "SCALESCOPE_TEST_DATA=\"${SCALESCOPE_TEST_DATA}\""
  "SCALESCOPE_FIXTURE_ROUNDS=\"${SCALESCOPE_FIXTURE_ROUNDS}\""
  "SCALESCOPE_BINARY=\"$<TARGET_FILE:scalescope>\"")
add_test(NAME ui_export_tests COMMAND ui_export_tests)
set_tests_properties(ui_export_tests PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen TIMEOUT 300)
