# File ▸ Compliance Rules (ui/rules/RulesFolder): Qt Test, offscreen.
add_executable(ui_rules_tests ui_rules/tst_rules_folder.cpp)
set_target_properties(ui_rules_tests PROPERTIES AUTOMOC ON AUTOGEN_ORIGIN_DEPENDS OFF)
target_link_libraries(ui_rules_tests PRIVATE scalescope_ui Qt6::Test)
target_compile_definitions(ui_rules_tests PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES}
  "SCALESCOPE_FIXTURE_ROUNDS=\"${SCALESCOPE_FIXTURE_ROUNDS}\"")
add_test(NAME ui_rules_tests COMMAND ui_rules_tests)
set_tests_properties(ui_rules_tests PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen TIMEOUT 300)
