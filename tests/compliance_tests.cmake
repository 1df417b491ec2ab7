# Compliance engine: interpreter, rules files, fixtures (fast) and the real v4.1 round (NEEDS_V41).
scalescope_add_test(compliance_tests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/compliance/py_interpreter_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/rules_files_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/fixtures_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/targets_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/rules_conversion_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/rulesets_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/hostile_rules_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/compliance/published_rules_test.cpp
  LIBS scalescope_core)
# The regeneration test reads the official YAML from the shared data folder.
target_compile_definitions(compliance_tests PRIVATE "SCALESCOPE_SHARED_DIR=\"${SCALESCOPE_SHARED_DIR}\"")
scalescope_add_test(compliance_v41_tests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/compliance/v41_round_test.cpp
  LIBS scalescope_core NEEDS_V41)
