# Run-validity engine: a compiled Python-expression subset driven by resources/rules/*.json.
target_sources(scalescope_core PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/py_value.cpp
  ${CMAKE_CURRENT_LIST_DIR}/py_tokenizer.cpp
  ${CMAKE_CURRENT_LIST_DIR}/py_parser.cpp
  ${CMAKE_CURRENT_LIST_DIR}/py_eval.cpp
  ${CMAKE_CURRENT_LIST_DIR}/py_format.cpp
  ${CMAKE_CURRENT_LIST_DIR}/compiled_rules.cpp
  ${CMAKE_CURRENT_LIST_DIR}/aggregation.cpp
  ${CMAKE_CURRENT_LIST_DIR}/compliance_checker.cpp
)
