# Unpacks ARCHIVE into DEST once (a stamp file records it). Fails loudly when the
# archive is missing, so that tests needing the real round cannot pass vacuously.
if(NOT EXISTS "${ARCHIVE}")
  message(FATAL_ERROR "The v4.1 round is missing: ${ARCHIVE}. Put ../shared beside the project root "
                      "or configure with -DSCALESCOPE_SHARED_DIR=<path>.")
endif()
get_filename_component(stem "${ARCHIVE}" NAME)
set(stamp "${DEST}/.${stem}.unpacked")
if(EXISTS "${stamp}")
  return()
endif()
file(MAKE_DIRECTORY "${DEST}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xJf "${ARCHIVE}"
                WORKING_DIRECTORY "${DEST}" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "Unpacking ${ARCHIVE} failed (${rc})")
endif()
file(TOUCH "${stamp}")
