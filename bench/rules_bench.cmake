add_executable(rules_bench ${CMAKE_CURRENT_LIST_DIR}/rules_bench.cpp)
target_link_libraries(rules_bench PRIVATE scalescope_core)

# `cmake --build --preset release --target bench_rules` prints the rules-loading figures.
add_custom_target(bench_rules
  COMMAND rules_bench "${SCALESCOPE_SHARED_DIR}/mlperf/mlperf_logging"
  DEPENDS rules_bench
  USES_TERMINAL
  COMMENT "Rules loading benchmark (built-in rulesets, and the official YAML tree)")
