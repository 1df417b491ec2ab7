# cmake -DCOMMAND=tool "-DARGS=a|b" -P ExpectQuiet.cmake   (arguments split at '|')
# Runs COMMAND ARGS and fails when it exits non-zero or prints anything at all: for
# checkers that report warnings but still exit 0 (desktop-file-validate, groff -ww).
string(REPLACE "|" ";" ARGS "${ARGS}")
execute_process(COMMAND "${COMMAND}" ${ARGS}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out STREQUAL "" OR NOT err STREQUAL "")
  message(FATAL_ERROR "${COMMAND} ${ARGS}: exit status ${status}\n${out}${err}")
endif()
