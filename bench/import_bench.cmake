add_executable(import_bench ${CMAKE_CURRENT_LIST_DIR}/import_bench.cpp)
target_link_libraries(import_bench PRIVATE scalescope_core)

# `cmake --build --preset release --target bench_import` unpacks the v4.1 round into the
# build tree (once) and prints the figures.
add_custom_target(bench_import
  COMMAND "${CMAKE_COMMAND}" "-DARCHIVE=${SCALESCOPE_SHARED_DIR}/mlperf/training_results_v4.1.tar.xz"
          "-DDEST=${PROJECT_BINARY_DIR}/data" -P "${PROJECT_SOURCE_DIR}/cmake/UnpackRound.cmake"
  COMMAND import_bench "${PROJECT_BINARY_DIR}/data/training_results_v4.1"
  DEPENDS import_bench
  USES_TERMINAL
  COMMENT "Import benchmark on the v4.1 round")
