/*
 * mode.c - the modes' table, see mode.h.
 */
#include "mode.h"

#include <stdio.h>


static const mode_ops MODES[MODE_COUNT] = {
	[MODE_ANALYSE] = {
		.name = "analyse",
		.refusal = "not here",
	},
	[MODE_PRACTICE] = {
		.name = "practice",
		.refusal = "not in practice (e: the review; a new deal: "
			   "ddplay practice)",
		.enter = practice_enter,
		.idle = practice_idle,
		.wait_ms = practice_wait_ms,
	},
	[MODE_REVIEW] = {
		.name = "review",
		.refusal = "not in the review of a practice (a new deal: "
			   "ddplay practice)",
		.idle = review_idle,
		.wait_ms = review_wait_ms,
	},
	[MODE_QUIZ] = {
		.name = "quiz",
		.refusal = "not in a quiz: play the card you choose (help, "
			   "save, errors, quit)",
		.enter = quiz_enter,
		.idle = quiz_idle,
		.wait_ms = quiz_wait_ms,
		.card = quiz_card,
	},
};

const mode_ops *mode_get(int mode)
{
	return &MODES[mode >= 0 && mode < MODE_COUNT ? mode : MODE_ANALYSE];
}

void mode_enter(app *a, int mode)
{
	a->mode = mode;
	if (mode_get(mode)->enter)
		mode_get(mode)->enter(a);
}

int mode_allows(app *a, enum request req, int typed)
{
	char text[200];
	const request_info *r;

	if (request_allowed(a->mode, req))
		return 1;
	r = request_get(req);
	if (r && r->keys_text && !(typed && r->command))
		snprintf(text, sizeof text, "%s: %s", r->keys_text,
			 mode_get(a->mode)->refusal);
	else
		snprintf(text, sizeof text, ":%s: %s", r ? r->command : "?",
			 mode_get(a->mode)->refusal);
	app_say(a, 1, text);
	return 0;
}

void mode_idle(app *a)
{
	if (mode_get(a->mode)->idle)
		mode_get(a->mode)->idle(a);
}

int mode_wait_ms(const app *a)
{
	return mode_get(a->mode)->wait_ms ? mode_get(a->mode)->wait_ms(a) : -1;
}

int mode_card(app *a, dd_card c)
{
	return mode_get(a->mode)->card ? mode_get(a->mode)->card(a, c) : 0;
}
