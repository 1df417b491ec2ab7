# GUI timings, offscreen: a break-even slider step (marker on both charts and the
# readout) on the full v4.1 round (target <= 2 ms), and start to first chart painted
# with the embedded sample (target <= 400 ms), and a saved session's view restored once
# its rounds are in (target <= 100 ms); with rounds given, open to usable window
# against `scalescope summarize` of the same rounds (target <= 1.3x). Only where the GUI is built.
if(TARGET scalescope_ui)
  add_executable(ui_bench ${CMAKE_CURRENT_LIST_DIR}/ui_bench.cpp)
  target_link_libraries(ui_bench PRIVATE scalescope_ui)
  target_compile_definitions(ui_bench PRIVATE ${SCALESCOPE_UI_STRICT_DEFINES}
                                            SCALESCOPE_CLI_PATH="$<TARGET_FILE:scalescope>")
  add_dependencies(ui_bench scalescope)
  set_target_properties(ui_bench PROPERTIES AUTOMOC OFF)
endif()
