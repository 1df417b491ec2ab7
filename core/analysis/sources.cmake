# Scaling analysis (docs/analysis.md): pure functions over the imported dataset.
target_sources(scalescope_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/accelerators.cpp
  ${CMAKE_CURRENT_LIST_DIR}/accelerator_match.cpp
  ${CMAKE_CURRENT_LIST_DIR}/figures.cpp
  ${CMAKE_CURRENT_LIST_DIR}/fits.cpp
  ${CMAKE_CURRENT_LIST_DIR}/fit_diagnostics.cpp
  ${CMAKE_CURRENT_LIST_DIR}/pareto.cpp
  ${CMAKE_CURRENT_LIST_DIR}/throughput.cpp
  ${CMAKE_CURRENT_LIST_DIR}/uncertainty_budget.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bootstrap.cpp
  ${CMAKE_CURRENT_LIST_DIR}/entry_uncertainty.cpp
  ${CMAKE_CURRENT_LIST_DIR}/verdict.cpp
  ${CMAKE_CURRENT_LIST_DIR}/family_references.cpp
  ${CMAKE_CURRENT_LIST_DIR}/caveats.cpp
  ${CMAKE_CURRENT_LIST_DIR}/break_even.cpp
  ${CMAKE_CURRENT_LIST_DIR}/marker_figures.cpp
  ${CMAKE_CURRENT_LIST_DIR}/marker_scale.cpp
  ${CMAKE_CURRENT_LIST_DIR}/system_design.cpp
  ${CMAKE_CURRENT_LIST_DIR}/benchmark_identity.cpp
  ${CMAKE_CURRENT_LIST_DIR}/series.cpp
  ${CMAKE_CURRENT_LIST_DIR}/compare.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hardware_compare.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hardware_compare_output.cpp
  ${CMAKE_CURRENT_LIST_DIR}/series_output_json.cpp
  ${CMAKE_CURRENT_LIST_DIR}/series_output_text.cpp
  ${CMAKE_CURRENT_LIST_DIR}/reference_convergence.cpp
)
