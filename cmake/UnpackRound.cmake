# Unpacks ARCHIVE into DEST once (a stamp file records it, written only after a complete
# unpack). When the archive is missing, the tests that need the round skip with a reason
# (tests/support/test_data.h), so a fresh clone without ../shared still passes; with
# SCALESCOPE_REQUIRE_TEST_DATA=1 in the environment (CI) a missing archive fails here
# instead, so exactness tests can never pass by not running.
if(NOT EXISTS "${ARCHIVE}")
  # One string: set() with two would make a list, printed with a ';' between them.
  set(how "Put ../shared beside the project root, configure with -DSCALESCOPE_SHARED_DIR=<path>, or run scripts/fetch-test-data.sh.")
  if("$ENV{SCALESCOPE_REQUIRE_TEST_DATA}" STREQUAL "" OR "$ENV{SCALESCOPE_REQUIRE_TEST_DATA}" STREQUAL "0")
    message(STATUS "The v4.1 round is missing (${ARCHIVE}): the tests that need it will skip. ${how}")
    return()
  endif()
  message(FATAL_ERROR "The v4.1 round is missing: ${ARCHIVE}. ${how}")
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
