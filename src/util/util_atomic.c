/*
 * util_atomic.c - files written whole or not at all, see util.h: the
 * temporary file beside the real target of the name given (symbolic links
 * followed), its mode and owner kept, hard links kept by an in-place copy,
 * anything but a regular file written directly, and the temporary files
 * removed on the signals that end the process (INT, TERM, HUP, QUIT,
 * ALRM, USR1, USR2, PIPE...) when asked.
 */
#include "util.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef PATH_MAX
#define PATH_MAX 4096
#endif
#ifndef NAME_MAX
#define NAME_MAX 255
#endif

enum {
	WRITE_RENAME,           /* temporary file renamed over the target */
	WRITE_INPLACE,          /* temporary file copied into the target */
	WRITE_DIRECT            /* the target itself (not a regular file) */
};

#define SLOTS 8
#define TMP_SUFFIX ".tmp-XXXXXX"

static struct slot {
	volatile sig_atomic_t used;     /* tmp is to be removed on a signal */
	int taken;
	FILE *f;
	int how;
	char target[PATH_MAX];
	char tmp[PATH_MAX + sizeof TMP_SUFFIX];
} slots[SLOTS];

/* The signals whose default action ends the process and that a user, a
 * job scheduler or a timer sends: each removes the temporary files first.
 * The signals of a crash (SEGV, BUS, FPE, ILL, ABRT, TRAP, SYS) are left
 * to their default and to the sanitizers' handlers. */
static const int TERM_SIGNALS[] = {
	SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGPIPE,
	SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF,
#ifdef SIGPOLL
	SIGPOLL,
#endif
#ifdef SIGPWR
	SIGPWR,
#endif
#ifdef SIGSTKFLT
	SIGSTKFLT,
#endif
};
#define NTERM (sizeof TERM_SIGNALS / sizeof TERM_SIGNALS[0])

static void term_signal_set(sigset_t *set)
{
	size_t i;

	sigemptyset(set);
	for (i = 0; i < NTERM; i++)
		sigaddset(set, TERM_SIGNALS[i]);
}

/* Why the last util_atomic_open() failed, when errno alone would
 * mislead: its errno and a sentence ("" for none). */
static int why_errno;
static char why[PATH_MAX + 96];

/* After the temporary file could not be made beside target: when its
 * folder exists, the folder is what refuses (/proc/version: ENOENT, a
 * read-only or foreign folder: EROFS, EACCES). */
static void folder_refuses(const char *target)
{
	char dir[PATH_MAX];
	const char *slash = strrchr(target, '/');
	struct stat st;
	int e = errno;

	why[0] = '\0';
	if (!slash)
		snprintf(dir, sizeof dir, ".");
	else if (slash == target)
		snprintf(dir, sizeof dir, "/");
	else
		snprintf(dir, sizeof dir, "%.*s", (int)(slash - target), target);
	if (stat(dir, &st) == 0 && S_ISDIR(st.st_mode)) {
		why_errno = e;
		snprintf(why, sizeof why, "the folder %s does not allow a new "
			 "file there (%s)", dir, strerror(e));
	}
	errno = e;
}

const char *util_atomic_why(int e)
{
	if (why[0] && e == why_errno)
		return why;
	return strerror(e);
}

/* The file path finally names, symbolic links followed (the last part
 * only: folders are the system's business): into out; *st its stat and
 * *exists 1, or *exists 0 when there is no such file yet.  -1 with errno
 * on a loop or a name too long. */
static int resolve(const char *path, char *out, struct stat *st, int *exists)
{
	char link[PATH_MAX];
	int hops;

	if (strlen(path) >= PATH_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
	strcpy(out, path);
	for (hops = 0; hops < 40; hops++) {
		const char *slash;
		size_t dir;
		ssize_t n;

		if (lstat(out, st) < 0) {
			if (errno != ENOENT)
				return -1;
			*exists = 0;
			return 0;
		}
		if (!S_ISLNK(st->st_mode)) {
			*exists = 1;
			return 0;
		}
		n = readlink(out, link, sizeof link - 1);
		if (n < 0)
			return -1;
		link[n] = '\0';
		/* a relative link is relative to the link's folder */
		slash = strrchr(out, '/');
		dir = link[0] == '/' || !slash ? 0 : (size_t)(slash - out) + 1;
		if (dir + (size_t)n >= PATH_MAX) {
			errno = ENAMETOOLONG;
			return -1;
		}
		memcpy(out + dir, link, (size_t)n + 1);
	}
	errno = ELOOP;
	return -1;
}

static struct slot *find_slot(FILE *f)
{
	int i;

	for (i = 0; i < SLOTS; i++)
		if (slots[i].taken && slots[i].f == f)
			return &slots[i];
	return NULL;
}

static void release(struct slot *sl)
{
	sl->used = 0;
	sl->taken = 0;
	sl->f = NULL;
}

FILE *util_atomic_open(const char *path, char **tmp)
{
	struct slot *sl = NULL;
	struct stat st;
	int exists, fd, i, e;
	mode_t mode;

	*tmp = NULL;
	why[0] = '\0';
	for (i = 0; i < SLOTS && !sl; i++)
		if (!slots[i].taken)
			sl = &slots[i];
	if (!sl) {
		errno = EMFILE;
		return NULL;
	}
	/* What the name leads to, links followed by the system (this also
	 * understands /dev/stdout and /proc/self/fd/N): anything but a
	 * regular file (/dev/null, a FIFO, a terminal) is written directly,
	 * never replaced. */
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		if (S_ISDIR(st.st_mode)) {
			errno = EISDIR;
			return NULL;
		}
		sl->f = fopen(path, "w");
		if (!sl->f)
			return NULL;
		sl->taken = 1;
		sl->how = WRITE_DIRECT;
		*tmp = xstrdup(path);
		return sl->f;
	}
	/* A regular file or none yet: the file the links finally name is
	 * the one replaced, by a temporary file beside it. */
	if (resolve(path, sl->target, &st, &exists) < 0)
		return NULL;
	if (exists && !S_ISREG(st.st_mode)) {
		errno = EEXIST;         /* changed under our feet */
		return NULL;
	}
	/* A file made read-only is not replaced: the rename would get
	 * round the refusal a plain write gets (root may write it all the
	 * same, as with a plain write). */
	if (exists && faccessat(AT_FDCWD, sl->target, W_OK, AT_EACCESS) < 0 &&
	    errno == EACCES) {
		why_errno = EACCES;
		snprintf(why, sizeof why, "the file is read-only (%s)",
			 strerror(EACCES));
		errno = EACCES;
		return NULL;
	}
	{
		/* the target's name, cut so that the temporary file's stays
		 * within NAME_MAX (a name of 250 bytes is a file's right) */
		const char *slash = strrchr(sl->target, '/');
		size_t dir = slash ? (size_t)(slash - sl->target) + 1 : 0;
		size_t base = strlen(sl->target) - dir;
		size_t room = NAME_MAX - (sizeof TMP_SUFFIX - 1);

		snprintf(sl->tmp, sizeof sl->tmp, "%.*s" TMP_SUFFIX,
			 (int)(dir + (base < room ? base : room)), sl->target);
	}
	/* No signal between the file made and its slot marked for removal
	 * (util_atomic_cleanup_on_signals()). */
	{
		sigset_t block, old;

		term_signal_set(&block);
		sigprocmask(SIG_BLOCK, &block, &old);
		fd = mkstemp(sl->tmp);
		if (fd >= 0)
			sl->used = 1;
		sigprocmask(SIG_SETMASK, &old, NULL);
	}
	if (fd < 0) {
		folder_refuses(sl->target);
		return NULL;
	}
	sl->taken = 1;
	if (exists) {
		/* Owner first: fchown() may clear the set-id bits. */
		if ((st.st_uid != geteuid() || st.st_gid != getegid()) &&
		    fchown(fd, st.st_uid, st.st_gid) < 0) {
			/* not ours to give away: the file becomes ours */
		}
		mode = st.st_mode & 07777;
		sl->how = st.st_nlink > 1 ? WRITE_INPLACE : WRITE_RENAME;
	} else {
		/* The mode a new file would get, not mkstemp()'s 0600. */
		mode_t mask = umask(0);

		umask(mask);
		mode = 0666 & ~mask;
		sl->how = WRITE_RENAME;
	}
	if (fchmod(fd, mode) < 0 || !(sl->f = fdopen(fd, "w"))) {
		e = errno;
		close(fd);
		unlink(sl->tmp);
		release(sl);
		errno = e;
		return NULL;
	}
	*tmp = xstrdup(sl->tmp);
	return sl->f;
}

/* Copies the file from over the file to, then cuts it to that length:
 * 0, or -1 (errno) with *touched 0 when the file to is as it was.  The
 * room the new content needs is taken first (posix_fallocate(), which
 * keeps what the file holds): on a full disk the copy does not start,
 * where a truncation first would leave a file cut short. */
static int copy_into(const char *from, const char *to, int *touched)
{
	char buf[65536];
	int in = open(from, O_RDONLY), out = -1, bad = 0, e = 0;
	struct stat st;
	ssize_t n;

	*touched = 0;
	if (in < 0)
		return -1;
	out = open(to, O_WRONLY);
	if (out < 0 || fstat(in, &st) < 0) {
		e = errno;
		if (out >= 0)
			close(out);
		close(in);
		errno = e;
		return -1;
	}
	/* (a file system without fallocate: glibc writes a zero byte into
	 * each block not allocated yet, never over data) */
	if (st.st_size > 0 && (e = posix_fallocate(out, 0, st.st_size)) != 0 &&
	    e != EOPNOTSUPP && e != EINVAL) {
		close(out);
		close(in);
		errno = e;
		return -1;
	}
	e = 0;
	*touched = 1;
	while (!bad && (n = read(in, buf, sizeof buf)) != 0) {
		char *p = buf;

		if (n < 0) {
			if (errno == EINTR)
				continue;
			bad = 1;
			e = errno;
			break;
		}
		while (n > 0) {
			ssize_t w = write(out, p, (size_t)n);

			if (w < 0 && errno == EINTR)
				continue;
			if (w <= 0) {
				bad = 1;
				e = w < 0 ? errno : ENOSPC;
				break;
			}
			p += w;
			n -= w;
		}
	}
	if (!bad && ftruncate(out, st.st_size) < 0) {
		bad = 1;
		e = errno;
	}
	if (!bad && fsync(out) < 0) {
		bad = 1;
		e = errno;
	}
	if (close(out) < 0 && !bad) {
		bad = 1;
		e = errno;
	}
	close(in);
	errno = e;
	return bad ? -1 : 0;
}

int util_atomic_commit(FILE *f, char *tmp, const char *path)
{
	struct slot *sl = find_slot(f);
	int bad = fflush(f) != 0 || ferror(f);
	int e = errno;

	(void)path;
	free(tmp);
	if (!sl) {
		fclose(f);
		errno = EINVAL;
		return -1;
	}
	if (sl->how != WRITE_DIRECT && !bad && fsync(fileno(f)) < 0) {
		bad = 1;
		e = errno;
	}
	if (fclose(f) != 0 && !bad) {
		bad = 1;
		e = errno;
	}
	if (sl->how == WRITE_DIRECT) {
		release(sl);
		errno = e;
		return bad ? -1 : 0;
	}
	if (!bad && sl->how == WRITE_RENAME && rename(sl->tmp, sl->target) < 0) {
		bad = 1;
		e = errno;
	}
	if (!bad && sl->how == WRITE_INPLACE) {
		sigset_t block, old;
		int touched;

		/* The copy is the only moment the target is not whole: no
		 * signal removes the temporary file meanwhile. */
		term_signal_set(&block);
		sigprocmask(SIG_BLOCK, &block, &old);
		if (copy_into(sl->tmp, sl->target, &touched) < 0) {
			e = errno;
			if (!touched) {
				/* (no room: the file is as it was) */
				unlink(sl->tmp);
			} else {
				fprintf(stderr, "ddplay: %s could not be "
					"rewritten in place; its new content "
					"is in %s\n", sl->target, sl->tmp);
			}
			release(sl);
			sigprocmask(SIG_SETMASK, &old, NULL);
			errno = e;
			return -1;
		}
		unlink(sl->tmp);
		release(sl);
		sigprocmask(SIG_SETMASK, &old, NULL);
		return 0;
	}
	if (bad)
		unlink(sl->tmp);
	release(sl);
	errno = e;
	return bad ? -1 : 0;
}

void util_atomic_abort(FILE *f, char *tmp)
{
	struct slot *sl = find_slot(f);

	fclose(f);
	free(tmp);
	if (!sl)
		return;
	if (sl->how != WRITE_DIRECT)
		unlink(sl->tmp);
	release(sl);
}

static void on_signal(int sig)
{
	int i;

	for (i = 0; i < SLOTS; i++)
		if (slots[i].used)
			unlink(slots[i].tmp);
	signal(sig, SIG_DFL);
	raise(sig);
}

void util_atomic_cleanup_on_signals(void)
{
	struct sigaction sa, old;
	size_t i;

	memset(&sa, 0, sizeof sa);
	term_signal_set(&sa.sa_mask);
	sa.sa_handler = on_signal;
	for (i = 0; i < NTERM; i++) {
		if (sigaction(TERM_SIGNALS[i], NULL, &old) == 0 &&
		    old.sa_handler == SIG_IGN)
			continue;       /* nohup: still ignored */
		sigaction(TERM_SIGNALS[i], &sa, NULL);
	}
}

int util_output_end(const char *cmd, FILE *f, char *tmp, const char *path)
{
	int e;

	if (path) {
		if (util_atomic_commit(f, tmp, path) == 0)
			return 0;
		fprintf(stderr, "ddplay %s: %s: cannot write: %s\n", cmd, path,
			strerror(errno));
		return -1;
	}
	errno = 0;
	if (fflush(stdout) == 0 && !ferror(stdout))
		return 0;
	e = errno ? errno : EIO;
	if (e != EPIPE)
		fprintf(stderr, "ddplay %s: write error: %s\n", cmd,
			strerror(e));
	return -1;
}

const char *util_output_is_input(const char *path, int nfiles,
				 char *const *files)
{
	struct stat out, in;
	int i, std = nfiles == 0;

	/* a file, or the pipe the input comes through (-o /dev/stdin,
	 * which would wait for ever for its own end) */
	if (!path || stat(path, &out) < 0 ||
	    !(S_ISREG(out.st_mode) || S_ISFIFO(out.st_mode)))
		return NULL;
	for (i = 0; i < nfiles; i++) {
		if (strcmp(files[i], "-") == 0)
			std = 1;
		else if (stat(files[i], &in) == 0 &&
			 in.st_dev == out.st_dev && in.st_ino == out.st_ino)
			return files[i];
	}
	/* standard input from the file (< FILE) */
	if (std && fstat(STDIN_FILENO, &in) == 0 &&
	    in.st_dev == out.st_dev && in.st_ino == out.st_ino)
		return "stdin";
	return NULL;
}

int util_same_file(const char *a, const char *b)
{
	struct stat sa, sb;

	return a && b && stat(a, &sa) == 0 && stat(b, &sb) == 0 &&
	       S_ISREG(sa.st_mode) && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

int util_output_refused(const char *cmd, const char *path, const char *what)
{
	fflush(stdout);
	fprintf(stderr, "ddplay %s: %s: not written: it is an input (%s would "
		"replace it); write to another file\n", cmd, path, what);
	return 1;
}
