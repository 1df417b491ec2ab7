# Time to recompute every series, break-even, fit and bootstrap of the full v4.1 round
# (target <= 50 ms with 1,000 resamples; pass the unpacked round folder for runs).
add_executable(analysis_bench ${CMAKE_CURRENT_LIST_DIR}/analysis_bench.cpp)
target_link_libraries(analysis_bench PRIVATE scalescope_core)
target_include_directories(analysis_bench PRIVATE "${PROJECT_SOURCE_DIR}")
target_compile_definitions(analysis_bench PRIVATE
  "SCALESCOPE_EXPECTED_DIR=\"${SCALESCOPE_SHARED_DIR}/mlperf/expected\"")
