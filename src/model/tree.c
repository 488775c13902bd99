/*
 * tree.c - the lines of play as a tree, see tree.h.
 */
#include "tree.h"

#include <stdlib.h>
#include <string.h>

#include "util/util.h"

void tree_init(tree *t)
{
	memset(t, 0, sizeof *t);
	t->node_cap = 64;
	t->node = xmalloc((size_t)t->node_cap * sizeof *t->node);
	t->node[0].card = 0;
	t->node[0].depth = 0;
	t->node[0].parent = -1;
	t->node[0].first_child = -1;
	t->node[0].next_sibling = -1;
	t->node[0].follow = -1;
	t->node[0].line = 0;
	t->nnodes = 1;
	t->line_cap = 8;
	t->line = xcalloc((size_t)t->line_cap, sizeof *t->line);
}

void tree_free(tree *t)
{
	free(t->node);
	free(t->line);
	memset(t, 0, sizeof *t);
}

void tree_copy(tree *dst, const tree *src)
{
	*dst = *src;
	dst->node = xmalloc((size_t)src->node_cap * sizeof *src->node);
	memcpy(dst->node, src->node, (size_t)src->nnodes * sizeof *src->node);
	dst->line = xmalloc((size_t)src->line_cap * sizeof *src->line);
	memcpy(dst->line, src->line,
	       (size_t)(src->nlines + 1) * sizeof *src->line);
}

int tree_child(const tree *t, int n, dd_card c)
{
	int k;

	for (k = t->node[n].first_child; k >= 0; k = t->node[k].next_sibling)
		if (t->node[k].card == c)
			return k;
	return -1;
}

int tree_children(const tree *t, int n)
{
	int k, count = 0;

	for (k = t->node[n].first_child; k >= 0; k = t->node[k].next_sibling)
		count++;
	return count;
}

/* A new line leaving parent after from cards; its number. */
static int new_line(tree *t, int parent, int from)
{
	tree_line *l;

	if (t->nlines + 1 >= t->line_cap) {
		t->line_cap *= 2;
		t->line = xrealloc(t->line,
				   (size_t)t->line_cap * sizeof *t->line);
	}
	l = &t->line[++t->nlines];
	l->parent = parent;
	l->from = from;
	l->end = -1;
	l->fixed = 0;
	return t->nlines;
}

int tree_add(tree *t, int n, dd_card c, int *made)
{
	tree_node *p;
	int k = tree_child(t, n, c), line, last;

	if (made)
		*made = 0;
	if (k >= 0) {
		t->node[n].follow = k;
		return k;
	}
	if (t->nnodes >= TREE_MAX_NODES)
		return -1;
	if (t->nnodes == t->node_cap) {
		t->node_cap *= 2;
		t->node = xrealloc(t->node,
				   (size_t)t->node_cap * sizeof *t->node);
	}
	p = &t->node[n];
	if (p->first_child < 0 && n != 0 && !t->line[p->line].fixed) {
		line = p->line;         /* the line ending at n goes on */
	} else if (p->first_child < 0 && n != 0) {
		line = new_line(t, p->line, p->depth);  /* after a fixed end */
	} else if (p->first_child < 0) {
		line = new_line(t, 0, 0);               /* the first line */
	} else {
		line = new_line(t, t->node[p->first_child].line, p->depth);
	}
	k = t->nnodes++;
	t->node[k].card = c;
	t->node[k].depth = (signed char)(t->node[n].depth + 1);
	t->node[k].parent = n;
	t->node[k].first_child = -1;
	t->node[k].next_sibling = -1;
	t->node[k].follow = -1;
	t->node[k].line = line;
	t->line[line].end = k;
	/* the newest child last among its siblings */
	if (t->node[n].first_child < 0) {
		t->node[n].first_child = k;
	} else {
		for (last = t->node[n].first_child;
		     t->node[last].next_sibling >= 0;
		     last = t->node[last].next_sibling)
			;
		t->node[last].next_sibling = k;
	}
	t->node[n].follow = k;
	if (made)
		*made = 1;
	return k;
}

void tree_fix_line(tree *t, int l)
{
	if (l >= 1 && l <= t->nlines)
		t->line[l].fixed = 1;
}

int tree_find(const tree *t, const dd_card *cards, int n)
{
	int node = 0, i;

	for (i = 0; i < n && node >= 0; i++)
		node = tree_child(t, node, cards[i]);
	return node;
}

int tree_path(const tree *t, int n, dd_card cards[52], int nodes[53])
{
	int depth = t->node[n].depth, k;

	for (k = depth; k >= 0; k--) {
		if (nodes)
			nodes[k] = n;
		if (k > 0)
			cards[k - 1] = t->node[n].card;
		n = t->node[n].parent;
	}
	return depth;
}

int tree_leaf(const tree *t, int n)
{
	while (t->node[n].first_child >= 0)
		n = t->node[n].follow >= 0 ? t->node[n].follow
					   : t->node[n].first_child;
	return n;
}

void tree_select(tree *t, int n)
{
	while (t->node[n].parent >= 0) {
		t->node[t->node[n].parent].follow = n;
		n = t->node[n].parent;
	}
}

int tree_leaf_line(const tree *t, int leaf)
{
	return t->node[leaf].line;
}

int tree_sibling(const tree *t, int c, int dir)
{
	int p = t->node[c].parent, k, prev = -1, last = -1;

	if (p < 0)
		return c;
	if (dir > 0) {
		k = t->node[c].next_sibling;
		return k >= 0 ? k : t->node[p].first_child;
	}
	for (k = t->node[p].first_child; k >= 0; k = t->node[k].next_sibling) {
		if (k == c)
			prev = last;
		last = k;
	}
	return prev >= 0 ? prev : last;
}
