/*
 * tree.h - the lines of play of one deal and contract, kept as a tree,
 * as a chess program keeps variations: nothing the user played is ever
 * thrown away.
 *
 * A node is a position; the root is the start of the play, and each
 * other node is reached from its parent by one card.  A line is a path
 * from the root to a leaf.  Lines are numbered from 1 in the order they
 * were made: playing a card where the position has no continuation yet
 * extends the line that ends there; playing one where it has a different
 * continuation already starts a new line, which "leaves" the line that
 * went on from there (its parent) after `from` cards.  A line can be
 * fixed (the actual play of a board): it is then never extended, a card
 * played at its end starts a new line.
 *
 * Each node also remembers the child last visited, so that stepping
 * forward (redo, End) follows the line last seen.
 *
 * No engine calls: the tree does not know whether a card is legal; the
 * caller (game.h) checks that before adding it.  Memory: at most
 * TREE_MAX_NODES nodes.
 */
#ifndef TREE_H
#define TREE_H

#include <stddef.h>

#include "dd.h"

#define TREE_MAX_NODES 200000

typedef struct {
	dd_card card;           /* the card that leads here (root: 0) */
	signed char depth;      /* cards played from the start: root 0 */
	int parent;             /* -1 for the root */
	int first_child;        /* -1 when none; then next_sibling, in the */
	int next_sibling;       /* order the children were made */
	int follow;             /* the child last visited, -1 when none */
	int line;               /* the line that made it (root: 0) */
} tree_node;

typedef struct {
	int parent;             /* the line it leaves, 0 for none */
	int from;               /* the cards it has in common with it */
	int end;                /* its last node */
	int fixed;              /* never extended (the actual play) */
} tree_line;

typedef struct {
	tree_node *node;        /* node[0] is the root */
	int nnodes, node_cap;
	tree_line *line;        /* line[1..nlines]; line[0] unused */
	int nlines, line_cap;
} tree;

/* An empty tree: the root alone, no line.  tree_free() when done. */
void tree_init(tree *t);
void tree_free(tree *t);
/* dst (not initialised) becomes a copy of src. */
void tree_copy(tree *dst, const tree *src);

/* The child of node n reached by card c, or -1. */
int tree_child(const tree *t, int n, dd_card c);

/* The child of n reached by c, made when there is none (extending the
 * line that ends at n, or starting a new line; *made set to 1 then, else
 * 0); follow of n set to it.  -1 when the tree is full. */
int tree_add(tree *t, int n, dd_card c, int *made);

/* Marks line l as fixed (see above). */
void tree_fix_line(tree *t, int l);

/* The node reached from the root by the n cards, or -1 when the tree has
 * no such path. */
int tree_find(const tree *t, const dd_card *cards, int n);

/* The path from the root to node n: the cards into cards[] (depth of n
 * of them) and, when nodes is not NULL, the node ids into nodes[0..depth]
 * (nodes[0] the root).  Returns the depth. */
int tree_path(const tree *t, int n, dd_card cards[52], int nodes[53]);

/* The leaf reached from n by following the children last visited. */
int tree_leaf(const tree *t, int n);

/* Sets the follow links from the root down to n so that stepping forward
 * from any node above n leads to n. */
void tree_select(tree *t, int n);

/* How many children node n has (the lines that part there, when > 1). */
int tree_children(const tree *t, int n);

/* The line a leaf ends: the line of the leaf. */
int tree_leaf_line(const tree *t, int leaf);

/* The sibling of child c (in the order made) dir steps away (1 next, -1
 * previous), wrapping round; c itself when it has none. */
int tree_sibling(const tree *t, int c, int dir);

#endif
