# cmake -DUPDATE_MIME_DATABASE=... -DMIME_XML=... -DWORK_DIR=... -P CheckMimeType.cmake
# Builds a private MIME database from our MIME XML alone, the way the package's dpkg
# trigger builds the system one, and checks that the type and its glob came out of it.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}/packages")
configure_file("${MIME_XML}" "${WORK_DIR}/packages/io.github.scalescope.Scalescope.xml" COPYONLY)
execute_process(COMMAND "${UPDATE_MIME_DATABASE}" "${WORK_DIR}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT err STREQUAL "")
  message(FATAL_ERROR "update-mime-database: exit status ${status}\n${out}${err}")
endif()
set(type_file "${WORK_DIR}/application/x-scalescope-dataset.xml")
if(NOT EXISTS "${type_file}")
  message(FATAL_ERROR "update-mime-database made no ${type_file}")
endif()
file(READ "${WORK_DIR}/globs2" globs)
if(NOT globs MATCHES ":application/x-scalescope-dataset:\\*\\.scalescope\\.json")
  message(FATAL_ERROR "globs2 has no *.scalescope.json glob:\n${globs}")
endif()
file(READ "${WORK_DIR}/subclasses" subclasses)
if(NOT subclasses MATCHES "application/x-scalescope-dataset application/json")
  message(FATAL_ERROR "subclasses does not make the dataset a JSON file:\n${subclasses}")
endif()
