/*
 * check.h: what the C unit tests share. CHECK() counts a condition that
 * does not hold and names it (file, line, text), so one run reports every
 * failure rather than the first; check_report() prints the verdict and is
 * main()'s exit status. Included by each *_test.c, which .ci/run builds
 * and runs on its own.
 */
#ifndef ASYNC_UNIT_CHECK_H
#define ASYNC_UNIT_CHECK_H

#include <stdio.h>

static int failures;

#define CHECK(cond) \
	do { \
		if (!(cond)) { \
			fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #cond); \
			failures++; \
		} \
	} while (0)

static int check_report(const char *name)
{
	if (failures) {
		fprintf(stderr, "%s: %d check(s) failed\n", name, failures);
		return 1;
	}
	printf("%s: ok\n", name);
	return 0;
}

#endif
