# File ▸ Download Round… and `scalescope fetch` (Qt Test, offscreen), against an HTTP
# server the test starts on 127.0.0.1: no internet is needed.
add_executable(ui_download_tests
  ui_download/download_test_main.cpp
  ui_download/LocalHttpServer.cpp
  ui_download/RoundArchives.cpp
  ui_download/DownloadTestSupport.cpp
  ui_download/tst_round_downloader.cpp
  ui_download/tst_round_downloader_budgets.cpp
  ui_download/tst_download_dialog.cpp
  ui_download/tst_fetch_command.cpp
)
set_target_properties(ui_download_tests PROPERTIES AUTOMOC ON AUTOGEN_ORIGIN_DEPENDS OFF)
# libarchive writes the zip the server serves, made from the fixture round at test time.
target_link_libraries(ui_download_tests PRIVATE scalescope_ui Qt6::Network Qt6::Test LibArchive::LibArchive)
target_compile_definitions(ui_download_tests PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES}
  "SCALESCOPE_FIXTURE_ROUNDS=\"${SCALESCOPE_FIXTURE_ROUNDS}\""
  "SCALESCOPE_BINARY=\"$<TARGET_FILE:scalescope>\"")
add_dependencies(ui_download_tests scalescope)
add_test(NAME ui_download_tests COMMAND ui_download_tests)
set_tests_properties(ui_download_tests PROPERTIES ENVIRONMENT QT_QPA_PLATFORM=offscreen TIMEOUT 300)
