/*
 * progress.h - the batch commands' progress on standard error, when it is
 * a terminal: "ddplay table: 1234 of 10000 boards, 40 s, 2 min left",
 * redrawn four times a second by a thread of its own and erased at the
 * end.  The total is counted by a second thread that reads the input
 * files once more (every input a regular file; from a pipe or standard
 * input the count alone is shown).  Whoever writes to standard error
 * while it shows takes progress_hold() first, which erases the line, as
 * does whoever writes to standard output (a terminal too, most often).
 * Within a long board (analyse --sd) its steps: "ddplay analyse: board 1
 * of 6: decision 3 of 12, 120 of 200 layouts, 40 s".  The line is cut to
 * the terminal's width: a line that wrapped could not be erased.
 */
#ifndef PROGRESS_H
#define PROGRESS_H

typedef struct progress progress;

/* Starts showing the progress of cmd over the boards of files (nfiles,
 * lines_hold as source_new() takes them); NULL (nothing shown) when
 * standard error is not a terminal or quiet is set. */
progress *progress_start(const char *cmd, int nfiles, char **files,
			 int lines_hold, int quiet);
/* One more board done; the progress within it (progress_within())
 * goes. */
void progress_board(progress *p);
/* The progress within the board in hand, step (1..steps) with done of
 * total things solved (total 0: none counted), shown until the next
 * progress_board(): "board 2 of 6: decision 3 of 12, 120 of 200
 * layouts" (analyse --sd: a board's single-dummy figures take long).
 * From any thread (analyse --sd's solving threads call it); quick: a
 * lock of its own, never held while the line is written.  p is a
 * progress * (void *: asd_options.watch takes it as it is), may be
 * NULL. */
void progress_within(void *p, int step, int steps, long done, long total);
/* Around a write to standard error: the line erased, not redrawn until
 * progress_release().  p may be NULL. */
void progress_hold(progress *p);
void progress_release(progress *p);
/* Stops and erases the line; p may be NULL. */
void progress_end(progress *p);

#endif
