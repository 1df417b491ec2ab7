# The README's screenshots (docs/screenshots/*.png), made on demand and not by ctest:
#   cmake --build --preset release --target screenshots
add_executable(ui_screenshots EXCLUDE_FROM_ALL ui_screenshots/screenshots.cpp)
target_link_libraries(ui_screenshots PRIVATE scalescope_ui)
target_compile_definitions(ui_screenshots PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES})
add_custom_target(screenshots
  COMMAND "${CMAKE_COMMAND}" -E env QT_QPA_PLATFORM=offscreen
          "$<TARGET_FILE:ui_screenshots>" "${PROJECT_SOURCE_DIR}/docs/screenshots"
  DEPENDS ui_screenshots
  COMMENT "Writing docs/screenshots/*.png"
  VERBATIM)
