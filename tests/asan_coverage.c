/*
 * tests/asan_coverage.c - the runtime of tests/asan-coverage.sh: linked
 * into a build of ./ddplay-asan's code compiled with clang's
 * -fsanitize-coverage=trace-pc-guard, it numbers the edges and marks
 * each one a process takes in a file of its own, one byte an edge:
 * $DDPLAY_COV_DIR/TEST.PID, TEST from tests/run.sh's UI_CPU_FILE.  The
 * file is mapped, so that a process killed by a signal keeps its marks.
 */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static uint32_t nguards;
static unsigned char spare[1 << 20];
static unsigned char *hit = spare;

void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop);
void __sanitizer_cov_trace_pc_guard(uint32_t *guard);

void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop)
{
	const char *dir = getenv("DDPLAY_COV_DIR"), *t = getenv("UI_CPU_FILE");
	const char *name = t && strrchr(t, '/') ? strrchr(t, '/') + 1 : "none";
	char path[4096];
	void *m;
	int fd;

	if (start == stop || *start)
		return;
	for (uint32_t *x = start; x < stop; x++)
		*x = ++nguards;
	if (!dir || nguards >= sizeof spare)
		return;
	snprintf(path, sizeof path, "%s/%s.%d", dir, name, (int)getpid());
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0)
		return;
	if (ftruncate(fd, (off_t)nguards + 1) == 0) {
		m = mmap(NULL, (size_t)nguards + 1, PROT_READ | PROT_WRITE,
			 MAP_SHARED, fd, 0);
		if (m != MAP_FAILED)
			hit = m;
	}
	close(fd);
}

void __sanitizer_cov_trace_pc_guard(uint32_t *guard)
{
	if (!*guard)
		return;
	hit[*guard] = 1;
	*guard = 0;
}
