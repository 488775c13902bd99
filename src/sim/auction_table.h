/*
 * auction_table.h - the meaning of a call in its auction, by the table of
 * Standard American calls that docs/auction.md lists: what the call is
 * ("opening one of a major", "Stayman") and the spec it gives the hand
 * that made it ("hcp 11-21, hearts 5+").  Used by auction.c.
 */
#ifndef AUCTION_TABLE_H
#define AUCTION_TABLE_H

#include <stddef.h>

#include "auction.h"

/* Looks up call i of a, given the calls before it (read only): its
 * meaning ("" when the table does not know the call) and the spec it
 * gives ("" when none: an unknown call, or one that says nothing the
 * language can hold, as Stayman). */
void auction_table_lookup(const auction *a, int i, char *meaning,
			  size_t msize, char *spec, size_t ssize);

#endif
