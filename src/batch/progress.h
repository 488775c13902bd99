/*
 * progress.h - the batch commands' progress on standard error, when it is
 * a terminal: "ddplay table: 1234 of 10000 boards, 40 s, 2 min left",
 * redrawn four times a second by a thread of its own and erased at the
 * end.  The total is counted by a second thread that reads the input
 * files once more (every input a regular file; from a pipe or standard
 * input the count alone is shown).  Whoever writes to standard error
 * while it shows takes progress_hold() first, which erases the line.
 */
#ifndef PROGRESS_H
#define PROGRESS_H

typedef struct progress progress;

/* Starts showing the progress of cmd over the boards of files (nfiles,
 * lines_hold as source_new() takes them); NULL (nothing shown) when
 * standard error is not a terminal or quiet is set. */
progress *progress_start(const char *cmd, int nfiles, char **files,
			 int lines_hold, int quiet);
/* One more board done. */
void progress_board(progress *p);
/* Around a write to standard error: the line erased, not redrawn until
 * progress_release().  p may be NULL. */
void progress_hold(progress *p);
void progress_release(progress *p);
/* Stops and erases the line; p may be NULL. */
void progress_end(progress *p);

#endif
