# Writers (core/output), the dataset file (core/dataset/dataset_io) and the atomic file
# writer (core/util) that both the dataset file and the exports use.
target_sources(scalescope_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/python_float.cpp
  ${CMAKE_CURRENT_LIST_DIR}/csv_format.cpp
  ${CMAKE_CURRENT_LIST_DIR}/official_summary.cpp
  ${CMAKE_CURRENT_LIST_DIR}/result_rows.cpp
  ${CMAKE_CURRENT_LIST_DIR}/summary_writers.cpp
  ${CMAKE_CURRENT_LIST_DIR}/import_report_json.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../dataset/dataset_io.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../util/atomic_file.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../util/output_target.cpp
  ${CMAKE_CURRENT_LIST_DIR}/../util/temporary_files.cpp
)
