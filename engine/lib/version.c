/*
 * version.c - dd_version(): the version of libddplay (and of ddplay) as
 * the library linked at run time knows it.
 */
#include "dd.h"

const char *dd_version(void)
{
	return DD_VERSION_STRING;
}
