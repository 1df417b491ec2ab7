# Every committed crash input (regressions/<target>/) and seed (corpus/<target>/) through
# the fuzz target's function, in the ordinary suite: no libFuzzer or clang needed.
scalescope_add_test(fuzz_regression_tests
  SOURCES ${CMAKE_CURRENT_LIST_DIR}/regressions_test.cpp
          ${CMAKE_CURRENT_LIST_DIR}/fuzz_targets.cpp
  LIBS scalescope_core)
target_compile_definitions(fuzz_regression_tests PRIVATE
  "SCALESCOPE_FUZZ_DIR=\"${CMAKE_CURRENT_LIST_DIR}\"")
