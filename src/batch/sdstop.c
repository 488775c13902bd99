/*
 * sdstop.c - Ctrl-C in the batch commands' single-dummy figures, see
 * sdstop.h.
 */
#include "sdstop.h"

#include <signal.h>
#include <string.h>

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "atomic_int must be lock-free");
static atomic_int fired;
static struct sigaction old_int;       /* SIGINT's action before */

/* Ctrl-C again before the board has stopped: at once, as before */
static void on_sigint(int sig)
{
	if (fired) {
		sigaction(sig, &old_int, NULL);
		raise(sig);
	}
	fired = 1;
}

atomic_int *sdstop_install(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	/* nohup, a background job: still ignored */
	if (old_int.sa_handler == SIG_IGN)
		sigaction(SIGINT, &old_int, NULL);
	return &fired;
}

int sdstop_fired(void)
{
	return atomic_load(&fired) != 0;
}

void sdstop_raise(void)
{
	sigaction(SIGINT, &old_int, NULL);
	raise(SIGINT);
}
