# Desktop integration (Qt Test, offscreen): the Spanish translation as under
# LANG=es_ES.UTF-8, settings kept across runs, charts following a dark palette.
add_executable(ui_l10n_tests
  ui_l10n/l10n_test_main.cpp
  ui_l10n/tst_translation.cpp
  ui_l10n/tst_settings.cpp
  ui_l10n/tst_chart_theme.cpp
)
set_target_properties(ui_l10n_tests PROPERTIES AUTOMOC ON AUTOGEN_ORIGIN_DEPENDS OFF)
target_link_libraries(ui_l10n_tests PRIVATE scalescope_ui Qt6::Test)
target_compile_definitions(ui_l10n_tests PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES}
  "SCALESCOPE_TS_FILE=\"${PROJECT_SOURCE_DIR}/translations/scalescope_es.ts\"")
add_test(NAME ui_l10n_tests COMMAND ui_l10n_tests)
set_tests_properties(ui_l10n_tests PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen TIMEOUT 120)
