add_executable(budget_bench ${CMAKE_CURRENT_LIST_DIR}/budget_bench.cpp)
target_link_libraries(budget_bench PRIVATE scalescope_core)
target_compile_definitions(budget_bench PRIVATE
  "SCALESCOPE_ACME_ROUND=\"${PROJECT_SOURCE_DIR}/tests/data/rounds/acme_round\"")

# `cmake --build --preset release --target bench_budget`: peak memory of importing a
# small round with one 2 GB (sparse) log.
add_custom_target(bench_budget
  COMMAND budget_bench
  DEPENDS budget_bench
  USES_TERMINAL
  COMMENT "Read budget benchmark: a small round with one 2 GB log")
