# ddplay - see README.md.  `make` builds ./ddplay, `make check` runs every test.

BUILD    ?= build
# A build folder remembers the compiler that built it, in $(BUILD)/build-cc:
# make without CC goes on with it (`make CC=clang`, then `make install`
# or `make check`: clang; exported, so the sanitizer builds and the tests
# use it too), and another CC compiles the folder again instead of linking
# the other compiler's objects (`make CC=cc` goes back to the default).
#
# Cross builds: CROSS_COMPILE is the prefix of the target's tools
# (`make CROSS_COMPILE=aarch64-linux-gnu-`: CC is then aarch64-linux-gnu-gcc
# unless given).  Left empty, it is read from CC's name when CC has one
# (CC=aarch64-linux-gnu-gcc, /opt/x/bin/arm-linux-gnueabihf-gcc-12,
# aarch64-linux-gnu-clang).  AR, OBJCOPY, STRIP and PKG_CONFIG follow it
# unless given; PKG_CONFIG is the prefixed pkg-config where there is one
# (Debian: pkg-config-aarch64-linux-gnu), else pkg-config, which reads
# PKG_CONFIG_LIBDIR (e.g. /usr/lib/aarch64-linux-gnu/pkgconfig) from the
# environment as usual.
CROSS_COMPILE ?=
BUILD_CC := $(BUILD)/build-cc
ifeq ($(origin CC),default)
CC := $(if $(CROSS_COMPILE),$(CROSS_COMPILE)gcc,$(or $(file < $(BUILD_CC)),cc))
endif
export CC
ifeq ($(strip $(CROSS_COMPILE)),)
override CROSS_COMPILE := $(shell for w in $(CC); do echo "$$w"; done | \
	sed -nE 's/^([^-].*-)(gcc|clang|cc)(-[0-9.]+)?$$/\1/p' | head -n 1)
endif
ifeq ($(origin AR),default)
AR := $(CROSS_COMPILE)ar
endif
OBJCOPY    ?= $(CROSS_COMPILE)objcopy
STRIP      ?= $(CROSS_COMPILE)strip
PKG_CONFIG ?= $(if $(CROSS_COMPILE),$(shell command -v $(CROSS_COMPILE)pkg-config > /dev/null 2>&1 && echo $(CROSS_COMPILE)pkg-config),)
PKG_CONFIG := $(or $(PKG_CONFIG),pkg-config)
OPT      ?= -O3
# The default build is portable.  The engine uses BMI2 bit extract/deposit
# when the compiler targets them: on x86-64 the portable build carries a
# second copy of the engine compiled for BMI2, picked at run time
# (engine/lib/dispatch.c; "libddplay" below).  `make ARCH=native` builds for this
# CPU alone, ARCH='-march=...' for another.
ARCH     ?=
ARCH_FLAGS := $(if $(filter native,$(ARCH)),-march=native,$(ARCH))
CFLAGS   ?= $(OPT) $(ARCH_FLAGS) -g
# The warnings every build uses; `make WERROR=1` (CI: .ci/run) makes
# them errors.
WARNINGS := -Wall -Wextra -Wshadow -Wformat=2 -Wcast-qual \
	    -Wstrict-prototypes -Wmissing-prototypes -Wpointer-arith -Wundef \
	    -Wwrite-strings
ifeq ($(WERROR),1)
WARNINGS += -Werror
endif
# override: the asan and fuzz targets pass CFLAGS on the command line, and
# these flags must be added to those too.
override CFLAGS += -std=c11 $(WARNINGS) -D_POSIX_C_SOURCE=200809L -MMD -MP
LDFLAGS  ?=
LDLIBS   += -lpthread
# The interactive analyser (ui/) needs ncursesw.  Without its pkg-config
# file (or PKG_CONFIG), the defines ncursesw.pc gives on Debian: ui/ needs
# them (usleep, syscall).
CURSES_CFLAGS := $(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null || echo -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600)
CURSES_LIBS   := $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null || echo -lncursesw)
# The `:` command line needs GNU readline.
READLINE_CFLAGS := $(shell $(PKG_CONFIG) --cflags readline 2>/dev/null)
READLINE_LIBS   := $(shell $(PKG_CONFIG) --libs readline 2>/dev/null || echo -lreadline)

ENGINE_SRC := $(wildcard engine/*.c)
# The program core: src/ in folders by concern (src/README.md), lowest
# first; src/lib/ (libddplay's helpers) and src/dds/ (the DDS API) are
# built into the libraries only.
CORE_DIRS  := src/util src/model src/formats src/sim src/batch
CORE_SRC   := $(wildcard $(addsuffix /*.c,$(CORE_DIRS)))
UI_SRC     := $(filter-out ui/main.c,$(wildcard ui/*.c))

ENGINE_OBJ := $(ENGINE_SRC:%.c=$(BUILD)/%.o)
CORE_OBJ   := $(CORE_SRC:%.c=$(BUILD)/%.o)
UI_OBJ     := $(UI_SRC:%.c=$(BUILD)/%.o)
MAIN_OBJ   := $(BUILD)/ui/main.o
# The engine as ddplay and libddplay.a link it ("libddplay" below).
DISPATCH   ?= $(if $(strip $(ARCH_FLAGS)),0,$(if $(findstring x86_64,$(shell $(CC) -dumpmachine 2>/dev/null)),1,0))
LIB_OBJ     = $(if $(filter 1,$(DISPATCH)),$(BUILD)/lib/engine-port.o \
	      $(BUILD)/lib/engine-bmi2.o $(BUILD)/engine/lib/dispatch.o,$(BUILD)/lib/engine.o) \
	      $(BUILD)/engine/lib/version.o

.PHONY: all check check-built check-deps bench asan asan-build tsan \
	tsan-build fuzz run clean deps unit keys-docs
# Keep the objects of the unit tests and fuzzers (made through pattern
# rules, make would delete them as intermediate files).
.SECONDARY:
all: ddplay

# $(BUILD)/build-cc (above), written again when CC changes (not by `make
# -n`); every object depends on it.  (GNU make 4.2 or later: $$(file).)
ifneq ($(file < $(BUILD_CC)),$(CC))
ifeq ($(findstring n,$(firstword -$(MAKEFLAGS))),)
$(shell mkdir -p $(BUILD))
$(file > $(BUILD_CC),$(CC))
endif
endif

# ./ddplay is linked from one build folder at a time: the folder that
# linked it last keeps its inode and time in ddplay-linked, and ./ddplay
# from another one (BUILD=build-arm64, then `make`) is linked again.
ddplay: $(MAIN_OBJ) $(UI_OBJ) $(CORE_OBJ) $(LIB_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(CURSES_LIBS) $(LDLIBS)
	@stat -c %i:%Y $@ > $(BUILD)/ddplay-linked 2>/dev/null || true
ifneq ($(wildcard ddplay),)
ifneq ($(shell stat -c %i:%Y ddplay 2>/dev/null),$(file < $(BUILD)/ddplay-linked))
.PHONY: ddplay
endif
endif

$(BUILD)/%.o: %.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -Iengine -Isrc -c -o $@ $<

# The engine's objects (engine/ and engine/lib/, and the BMI2 copy below)
# are position-independent: the same objects go into ./ddplay,
# libddplay.a and the shared libraries, compiled once (a second, -fPIC
# copy of each was 8 s of make check's CPU).  -fno-semantic-interposition:
# calls within a file bind locally, as without -fPIC (the code is the same
# as ./ddplay's was but for those calls, which no longer need the
# linker; the .so's version scripts export the dd_ names alone anyway).
# $(BUILD)/engine-pic keeps the flags (written as $(BUILD)/build-cc is,
# above): a build folder from before, its engine's objects not
# position-independent, has them compiled again.
ENGINE_PIC := -fPIC -fno-semantic-interposition
ENGINE_PIC_STAMP := $(BUILD)/engine-pic
ifneq ($(file < $(ENGINE_PIC_STAMP)),$(ENGINE_PIC))
ifeq ($(findstring n,$(firstword -$(MAKEFLAGS))),)
$(shell mkdir -p $(BUILD))
$(file > $(ENGINE_PIC_STAMP),$(ENGINE_PIC))
endif
endif
$(ENGINE_PIC_STAMP):
	@mkdir -p $(dir $@)
	@echo '$(ENGINE_PIC)' > $@
$(BUILD)/engine/%.o: engine/%.c $(BUILD_CC) $(ENGINE_PIC_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(ENGINE_PIC) -Iengine -Isrc -c -o $@ $<

# ui/ sees curses and readline; src/ and engine/ never do.
$(BUILD)/ui/%.o: ui/%.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(CURSES_CFLAGS) $(READLINE_CFLAGS) -Iengine -Isrc -c -o $@ $<

# The tests' own programs (tests/*.c: the unit tests, the brute force,
# the benchmarks' drivers) are compiled -O2 when OPT is not given (it is
# -O3 then): what they test is compiled as the program is, and -O3 took
# 2 s of CPU for each unit_engine* source, -O2 0.8 s, for the same run
# times.
ifeq ($(origin OPT),file)
$(BUILD)/tests/%.o: OPT = -O2
endif
# Unit tests of the engine's parts (they see its internal headers): in
# the default build on a CPU with BMI2, the engine's BMI2 copy (the one
# ddplay runs there), else its portable objects (the sanitizer builds
# always: the two copies are both tested).
HOST_BMI2   := $(shell grep -qw bmi2 /proc/cpuinfo 2>/dev/null && echo 1)
UNIT_ENGINE_OBJ = $(if $(and $(filter build,$(BUILD)),$(filter 1,$(DISPATCH)),$(HOST_BMI2)),$(ENGINE_SRC:%.c=$(BUILD)/bmi2/%.o),$(ENGINE_OBJ))
$(BUILD)/tests/unit_engine: $(BUILD)/tests/unit_engine.o $(UNIT_ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
# Its parts in programs of their own (tests/unit_engine.h): the same.
$(BUILD)/tests/unit_engine_%: $(BUILD)/tests/unit_engine_%.o $(UNIT_ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
# Every other unit test: the program core (src/) and the engine as
# ddplay links it (the BMI2 copy where the CPU has it); the sanitizer
# builds link the engine's objects once, portable.
UNIT_ENGINE = $(if $(filter build,$(BUILD)),$(LIB_OBJ),$(ENGINE_OBJ))
$(BUILD)/tests/unit_%: $(BUILD)/tests/unit_%.o $(CORE_OBJ) $(UNIT_ENGINE)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
# unit_smp cancels the helper thread alone (smp_cancel(), internal.h): the
# engine's objects as unit_engine links them, and the deal parser only
# (tests/t_arm64.sh cross-builds it with no arm64 curses or readline).
$(BUILD)/tests/unit_smp: $(BUILD)/tests/unit_smp.o $(BUILD)/src/model/deal.o $(UNIT_ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# The request table's test sees ui/ (and curses' key codes).
$(BUILD)/tests/unit_request.o: tests/unit_request.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(CURSES_CFLAGS) -Iengine -Isrc -Iui -c -o $@ $<
$(BUILD)/tests/unit_request: $(BUILD)/tests/unit_request.o $(BUILD)/ui/request.o $(CORE_OBJ) $(UNIT_ENGINE)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# The analyser's latency per play through its solver thread (make bench).
$(BUILD)/tests/bench_worker: $(BUILD)/tests/bench_worker.o $(CORE_OBJ) $(ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)
# What the user waits for: plays replayed with a think time, pondering
# (make bench).
$(BUILD)/tests/bench_user: $(BUILD)/tests/bench_user.o $(CORE_OBJ) $(ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(LDLIBS)

UNIT_TESTS := $(patsubst tests/%.c,$(BUILD)/tests/%,$(wildcard tests/unit_*.c))
unit: $(UNIT_TESTS) $(BUILD)/tests/bench_user

# `make deps`, `make check` and `make run` make sure that what the build
# and the tests need is here: as root on Debian or Ubuntu they install
# what is missing (apt-get, saying what), otherwise they name the command
# that does (scripts/install-deps.sh).  DEPS_INSTALL=0: name it only.
# NEED_TMUX=0: tmux is not needed (the screen tests skip without it;
# `make run` never needs it).
DEPS_INSTALL ?= 1
NEED_TMUX    ?= 1
DEPS_ENV = NEED_TMUX=$(NEED_TMUX) CC='$(CC)' PKG_CONFIG='$(PKG_CONFIG)'
deps:
	@$(DEPS_ENV) sh scripts/install-deps.sh --install
check-deps:
	@$(DEPS_ENV) DEPS_INSTALL=$(DEPS_INSTALL) sh scripts/install-deps.sh

# Every test, then a quick subset of them again under the sanitizers.  The
# build runs in a second make, after the dependency check, JOBS at a time;
# tests/run.sh runs the tests JOBS at a time too.  TESTS="t_pbn unit_core"
# runs only those (names as tests/run.sh prints them; "asan/t_pbn" for
# the sanitizer pass, which is built only when TESTS asks for it).
NPROC    := $(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)
JOBS     ?= $(NPROC)
TESTS    ?=
CHECK_ASAN := $(if $(TESTS),$(if $(findstring asan/,$(TESTS)),1,0),1)
# The sanitizer build is not made before the tests: tests/run.sh makes it
# (ASAN_BUILD) beside the first of them, the asan/ tests waiting for it.
# (CHECK_MAKE: make without the jobserver of this one, which the command
# does not reach; not $(MAKE) itself, whose line `make -n` would run.)
CHECK_MAKE = $(MAKE)
check: check-deps
	@$(MAKE) --no-print-directory -j$(JOBS) check-built
check-built: ddplay unit
	@SANITIZED=$(CHECK_ASAN) JOBS=$(JOBS) TESTS='$(TESTS)' \
	  ASAN_BUILD='$(if $(filter 1,$(CHECK_ASAN)),$(CHECK_MAKE) --no-print-directory -j$(JOBS) asan-build)' \
	  sh tests/run.sh

# Longer statistical tests than make check's: the single-dummy dealer's
# chi-square tests on 200,000 layouts (unit_sd with SD_LONG=1).
check-long: $(BUILD)/tests/unit_sd
	SD_LONG=1 $(BUILD)/tests/unit_sd
.PHONY: check-long

# The suite built with AddressSanitizer + UndefinedBehaviorSanitizer into
# build-asan/ (portable code paths: no -march), on a subset of the
# reference data to keep it quick.
asan: check-deps
	@$(MAKE) --no-print-directory -j$(JOBS) asan-build
	@DDPLAY=./ddplay-asan BUILD=build-asan QUICK=1 JOBS=$(JOBS) \
	  TESTS='$(TESTS)' sh tests/run.sh
# ASAN_DEBUG: -g1, the line tables (the reports' FILE:LINE), not the
# variables' descriptions of -g, which took a sixth of the build's CPU
# (`rm -r build-asan; make asan ASAN_DEBUG=-g` for a debugger: a new
# value does not build the objects again by itself).
ASAN_DEBUG ?= -g1
# ASAN_OPT: -O1, AddressSanitizer's advice, not -O2: the same checks, the
# build 20 s of CPU less (57 s, 37 s after), its tests some 3 % more.
# The engine that ./ddplay-asan runs unsanitized stays -O2 (below): the
# searches are most of the pass's CPU.
# At -O1 GCC 12 warns where -O2 and -O3 do not (a strcat of
# src/sim/auction.c overlapping at offsets of +-2^62, a snprintf of
# ui/view_bars.c "may be truncated", as snprintf may): with WERROR=1 these
# two stay warnings in this build, and the plain build (-O3) keeps every
# warning an error.
ASAN_OPT ?= -O1
ASAN_WARN := $(if $(filter -O1,$(ASAN_OPT)),-Wno-error=restrict -Wno-error=format-truncation)
asan-build:
	$(MAKE) BUILD=build-asan \
	  CFLAGS='$(ASAN_OPT) $(ASAN_WARN) $(ASAN_DEBUG) -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all' \
	  LDFLAGS='-fsanitize=address,undefined' ddplay-asan unit

# ./ddplay-asan: the program core and the front end under the
# sanitizers, the engine without them (ASAN_ENGINE_OBJ, -O2):
# the engine's searches are most of the sanitizer pass's CPU and run three
# times slower sanitized, while its code is run under the sanitizers by its
# own unit tests in the same pass (asan/unit_engine*, unit_smp, unit_keep,
# unit_api: the hard deals, random endings against the brute force, the
# threads, tables kept across layouts), which link ENGINE_OBJ.
# docs/testing.md.  ASAN_ENGINE=sanitized: ./ddplay-asan with the
# sanitized engine too.
# On an x86-64 host with BMI2 that engine is compiled for it, as the
# plain build's dispatch picks it there: the portable copy's popcount is a
# call into libgcc (its searches took twice the plain build's CPU), and
# the portable code paths are the sanitized unit tests' anyway.
ASAN_ENGINE ?=
ASAN_ENGINE_ISA := $(if $(and $(filter 1,$(DISPATCH)),$(HOST_BMI2)),-mbmi2 -mpopcnt)
ASAN_ENGINE_CFLAGS := -O2 $(ASAN_DEBUG) -std=c11 $(WARNINGS) $(ASAN_ENGINE_ISA) -D_POSIX_C_SOURCE=200809L -MMD -MP
ASAN_ENGINE_OBJ = $(if $(filter sanitized,$(ASAN_ENGINE)),$(ENGINE_OBJ),$(ENGINE_SRC:%.c=$(BUILD)/unsanitized/%.o))
$(BUILD)/unsanitized/%.o: %.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(ASAN_ENGINE_CFLAGS) -Iengine -c -o $@ $<
# $(BUILD)/asan-engine keeps the choice, so that another one links
# ./ddplay-asan again (as $(BUILD)/build-cc above).
ASAN_ENGINE_STAMP := $(BUILD)/asan-engine
ifneq ($(filter ddplay-asan,$(MAKECMDGOALS)),)
ifneq ($(file < $(ASAN_ENGINE_STAMP)),$(ASAN_ENGINE))
ifeq ($(findstring n,$(firstword -$(MAKEFLAGS))),)
$(shell mkdir -p $(BUILD))
$(file > $(ASAN_ENGINE_STAMP),$(ASAN_ENGINE))
endif
endif
endif
$(ASAN_ENGINE_STAMP):
	@mkdir -p $(dir $@)
	@printf '%s' '$(ASAN_ENGINE)' > $@
# Its solvers' tables are of 8 MB at most (tests/asan_tt.c, wrapping
# dd_new): a freed table's shadow is written whole, and the batch
# commands make and free one a position.
ddplay-asan: $(MAIN_OBJ) $(UI_OBJ) $(CORE_OBJ) $(ASAN_ENGINE_OBJ) $(BUILD)/tests/asan_tt.o $(ASAN_ENGINE_STAMP)
	$(CC) $(CFLAGS) $(LDFLAGS) -Wl,--wrap=dd_new -o $@ $(filter %.o,$^) $(READLINE_LIBS) $(CURSES_LIBS) $(LDLIBS)

# ThreadSanitizer over the threads: the analyser's solver thread
# (src/model/worker.c, through unit_core, t_ui_play and t_ponder), the two threads
# that score one position (engine/smp.c, unit_smp), the pools (src/util/pool.c,
# unit_pool) and the -j N pools of the batch commands (t_jobs, t_analyse,
# t_output), the practice review's and hints' background jobs
# (ui/fusionjob.c, ui/hint.c: t_ui_review_fusion, t_ui_practice_hint_sd),
# built into build-tsan/ and ./ddplay-tsan, on the quick subset of the
# data.  TSAN_TESTS adds tests.
TSAN_TESTS ?= unit_smp unit_core unit_pool t_ui_play t_jobs t_analyse t_output t_ui_lead t_ui_session t_lead t_summary t_ponder t_sd unit_sd t_ui_sd t_ui_sd_resume t_ui_session_sd unit_keep t_ui_review_fusion t_ui_practice_hint_sd
tsan: check-deps
	@$(MAKE) --no-print-directory -j$(JOBS) tsan-build
	@DDPLAY=./ddplay-tsan BUILD=build-tsan QUICK=1 JOBS=$(JOBS) \
	  TSAN_OPTIONS='halt_on_error=1 exitcode=66' \
	  TESTS='$(if $(TESTS),$(TESTS),$(TSAN_TESTS))' sh tests/run.sh
tsan-build:
	$(MAKE) BUILD=build-tsan \
	  CFLAGS='-O1 -g -fsanitize=thread -fno-omit-frame-pointer' \
	  LDFLAGS='-fsanitize=thread' ddplay-tsan unit

ddplay-tsan: $(MAIN_OBJ) $(UI_OBJ) $(CORE_OBJ) $(ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(READLINE_LIBS) $(CURSES_LIBS) $(LDLIBS)

# DDS (Debian's libdds-dev), when installed, is timed beside ddplay by
# tests/bench_dds.c: built only if a test program links with -ldds.
# A DDS client (tests/dds_client.c) is timed with libdds-ddplay and, where
# DDS links (DDS_CFLAGS, DDS_LIBS for one installed elsewhere), with DDS.
bench: ddplay $(BUILD)/tests/bench_worker $(BUILD)/tests/bench_user $(BUILD)/tests/dds_client
	@if printf '#include <dds/dll.h>\nint main(void) { SetMaxThreads(1); return 0; }\n' | \
	    $(CC) -x c $(DDS_CFLAGS) -o /dev/null - $(DDS_LIBS) > /dev/null 2>&1; then \
		$(MAKE) --no-print-directory $(BUILD)/tests/bench_dds $(BUILD)/tests/dds_client_dds || exit 1; \
	else \
		rm -f $(BUILD)/tests/bench_dds $(BUILD)/tests/dds_client_dds; \
	fi
	@BUILD=$(BUILD) sh tests/bench.sh
$(BUILD)/tests/bench_dds.o: tests/bench_dds.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(DDS_CFLAGS) -Iengine -Isrc -c -o $@ $<
$(BUILD)/tests/bench_dds: $(BUILD)/tests/bench_dds.o $(BUILD)/src/model/deal.o $(BUILD)/src/util/util.o $(BUILD)/src/util/pool.o $(ENGINE_OBJ)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^ $(DDS_LIBS) $(LDLIBS)
$(BUILD)/tests/dds_client: tests/dds_client.c $(BUILD)/libdds-ddplay.a
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -Isrc/dds -DDDS_HEADER='"dll.h"' $(LDFLAGS) \
	  -o $@ $< $(BUILD)/libdds-ddplay.a -lpthread
$(BUILD)/tests/dds_client_dds: tests/dds_client.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(DDS_CFLAGS) -DDDS_HEADER='<dds/dll.h>' $(LDFLAGS) \
	  -o $@ $< $(DDS_LIBS) -lpthread

# Four libFuzzer targets, built with clang into build-fuzz/ and each run for
# FUZZ_SECONDS (tests/fuzz.sh): tests/fuzz_line.c over the line parser and
# the engine's replay (and its solver on small endings), from a seed corpus
# of reference lines; tests/fuzz_engine.c, the engine against the brute
# force of tests/brute.h on small endings, from a few random seeds;
# tests/fuzz_pbn.c and tests/fuzz_lin.c over the PBN and LIN readers (and
# the PBN writer, read back), from the files of tests/data/.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZERS      := fuzz_line fuzz_engine fuzz_pbn fuzz_lin
FUZZ_CFLAGS  := -O1 -g -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
fuzz:
	$(MAKE) BUILD=build-fuzz CC=$(FUZZ_CC) CFLAGS='$(FUZZ_CFLAGS)' $(FUZZERS:%=build-fuzz/%)
	@for f in $(FUZZERS); do sh tests/fuzz.sh build-fuzz/$$f $(FUZZ_SECONDS) || exit 1; done

$(BUILD)/fuzz_%: $(BUILD)/tests/fuzz_%.o $(CORE_OBJ) $(ENGINE_OBJ)
	$(CC) $(CFLAGS) -fsanitize=fuzzer,address,undefined -o $@ $^ $(LDLIBS)
$(BUILD)/fuzz_engine: $(BUILD)/tests/fuzz_engine.o $(ENGINE_OBJ)
	$(CC) $(CFLAGS) -fsanitize=fuzzer,address,undefined -o $@ $^ $(LDLIBS)

# The key lists of docs/ddplay.1 and README.md, from the request table.
keys-docs: ddplay
	@sh scripts/keys-docs.sh

run:
	@$(DEPS_ENV) NEED_TMUX=0 DEPS_INSTALL=$(DEPS_INSTALL) sh scripts/install-deps.sh
	@$(MAKE) --no-print-directory ddplay
	./ddplay

clean:
	rm -rf build build-asan build-tsan build-fuzz ddplay ddplay-asan \
	  ddplay-tsan

# ---- libddplay, make install (issue 12) ---------------------------------
# The engine as a library: libddplay.a and libddplay.so.0 (soname from
# DD_VERSION_MAJOR of engine/dd.h, where the version is written), the
# header installed as ddplay/dd.h, ddplay.pc (and libdds-ddplay's
# dds-ddplay.pc, below).  Only the dd_ names of
# engine/dd.h are global: the engine's objects are linked into one
# (lib/engine.o) whose other names are made local, so that neither the .a
# nor the .so clashes with its user's names; the .so also has a version
# script (engine/lib/libddplay.map).  With DISPATCH=1 (a portable build on
# x86-64) the engine is there twice, portable and compiled for BMI2, and
# engine/lib/dispatch.c picks one for the searching calls at run time.
# `make install PREFIX=/usr DESTDIR=...` (packagers: CC, CPPFLAGS, CFLAGS,
# LDFLAGS are honoured), `make uninstall` with the same PREFIX.
VERSION   := $(shell sed -n 's/^\#define DD_VERSION_STRING "\(.*\)"/\1/p' engine/dd.h)
SOMAJOR   := $(firstword $(subst ., ,$(VERSION)))
PREFIX    ?= /usr/local
BINDIR    ?= $(PREFIX)/bin
LIBDIR    ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
MANDIR    ?= $(PREFIX)/share/man
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
DOCDIR    ?= $(PREFIX)/share/doc/ddplay
# The documentation installed in $(DOCDIR): README.md, docs/*.md (flat)
# and the library's example.
DOCS      := README.md $(wildcard docs/*.md) docs/example.c
INSTALL   ?= install
# The searching calls, chosen at run time (engine/lib/dispatch.c).
DISPATCHED := dd_solve dd_score_cards dd_card_reaches dd_table dd_table_strain \
	      dd_set_threads
ISA_BMI2  := -mbmi2 -mpopcnt

.PHONY: lib install uninstall dds-lib

lib: $(BUILD)/libddplay.a $(BUILD)/libddplay.so.$(VERSION)

# The engine compiled for BMI2 (position-independent, as its portable
# objects: ENGINE_PIC above), and the program core's objects the
# libraries take, position-independent for the .so.
$(BUILD)/bmi2/%.o: %.c $(BUILD_CC) $(ENGINE_PIC_STAMP)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(ENGINE_PIC) $(ISA_BMI2) -Iengine -c -o $@ $<
$(BUILD)/pic/%.o: %.c $(BUILD_CC)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -fPIC -Iengine -Isrc -c -o $@ $<

# $(call lib_engine,DIR): under DIR, lib/engine.o (the engine alone),
# or lib/engine-port.o and lib/engine-bmi2.o (its two copies, their
# searching calls renamed for engine/lib/dispatch.c), from the engine's objects
# under DIR and DIR/bmi2: the static library's and the shared one's
# (position-independent: ENGINE_PIC).
define lib_engine
$(1)/lib/engine.o: $$(ENGINE_SRC:%.c=$(1)/%.o)
	@mkdir -p $$(dir $$@)
	$$(CC) -r -nostdlib -o $$@.tmp $$^
	$$(OBJCOPY) --wildcard --keep-global-symbol='dd_*' $$@.tmp $$@
	@rm -f $$@.tmp
$(1)/lib/engine-port.o: $(1)/lib/engine.o
	$$(OBJCOPY) $$(foreach f,$$(DISPATCHED),--redefine-sym $$(f)=ddplay_port_$$(f)) $$< $$@
$(1)/lib/engine-bmi2.o: $$(ENGINE_SRC:%.c=$(1)/bmi2/%.o)
	@mkdir -p $$(dir $$@)
	$$(CC) -r -nostdlib -o $$@.tmp $$^
	$$(OBJCOPY) $$(DISPATCHED:%=--keep-global-symbol=%) $$@.tmp
	$$(OBJCOPY) $$(foreach f,$$(DISPATCHED),--redefine-sym $$(f)=ddplay_bmi2_$$(f)) $$@.tmp $$@
	@rm -f $$@.tmp
endef
$(eval $(call lib_engine,$(BUILD)))

# The library's helpers (the text forms, dd_tables, dd_par: src/lib/dd_text.c,
# src/lib/dd_tables.c) with the parts of ddplay they use (src/model/deal.c,
# src/model/par.c: no I/O; src/util/pool.c, the threads) in one object, only
# the dd_ names global.
define lib_extra
$(1)/lib/extra.o: $(1)/src/lib/dd_text.o $(1)/src/lib/dd_tables.o $(1)/src/model/deal.o $(1)/src/model/par.o $(1)/src/util/pool.o
	@mkdir -p $$(dir $$@)
	$$(CC) -r -nostdlib -o $$@.tmp $$^
	$$(OBJCOPY) --wildcard --keep-global-symbol='dd_*' $$@.tmp $$@
	@rm -f $$@.tmp
endef
$(eval $(call lib_extra,$(BUILD)))
$(eval $(call lib_extra,$(BUILD)/pic))

# The static library: the engine (both copies and their dispatch) and the
# helpers in one object, only the dd_ names global (the copies' own
# ddplay_port_/ddplay_bmi2_ names made local too).
$(BUILD)/lib/libddplay.o: $(LIB_OBJ) $(BUILD)/lib/extra.o
	$(CC) -r -nostdlib -o $@.tmp $^
	$(OBJCOPY) --wildcard --keep-global-symbol='dd_*' $@.tmp $@
	@rm -f $@.tmp
# (Makefile: a build folder from before these rules gets the new .a.)
$(BUILD)/libddplay.a: $(BUILD)/lib/libddplay.o Makefile
	@rm -f $@
	$(AR) rcs $@ $(filter %.o,$^)
$(BUILD)/libddplay.so.$(VERSION): $(LIB_OBJ) $(BUILD)/pic/lib/extra.o engine/lib/libddplay.map
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libddplay.so.$(SOMAJOR) \
	  -Wl,--version-script=engine/lib/libddplay.map -o $@ $(filter %.o,$^) -lpthread
	ln -sf libddplay.so.$(VERSION) $(BUILD)/libddplay.so.$(SOMAJOR)
	ln -sf libddplay.so.$(SOMAJOR) $(BUILD)/libddplay.so

# The pkg-config files' places and version, filled in from their .pc.in.
PC_SUBST = sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	  -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' -e 's|@VERSION@|$(VERSION)|'
install: ddplay lib dds-lib
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
	  $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR)/ddplay/dds \
	  $(DESTDIR)$(PKGCONFIGDIR) $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR)
	$(INSTALL) -m 755 ddplay $(DESTDIR)$(BINDIR)/ddplay
	$(INSTALL) -d $(DESTDIR)$(DOCDIR)
	$(INSTALL) -m 644 $(DOCS) $(DESTDIR)$(DOCDIR)/
	sed -e '/^\.SH SEE ALSO/,/^\.SH/{s|README\.md|$(DOCDIR)/README.md|;s|docs/|$(DOCDIR)/|g;}' \
	  docs/ddplay.1 > $(DESTDIR)$(MANDIR)/man1/ddplay.1
	chmod 644 $(DESTDIR)$(MANDIR)/man1/ddplay.1
	$(INSTALL) -m 644 completion/ddplay.bash $(DESTDIR)$(BASHCOMPDIR)/ddplay
	$(INSTALL) -m 644 completion/_ddplay $(DESTDIR)$(ZSHCOMPDIR)/_ddplay
	$(INSTALL) -m 644 engine/dd.h $(DESTDIR)$(INCLUDEDIR)/ddplay/dd.h
	$(INSTALL) -m 644 $(BUILD)/libddplay.a $(DESTDIR)$(LIBDIR)/libddplay.a
	$(INSTALL) -m 755 $(BUILD)/libddplay.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libddplay.so.$(VERSION)
	ln -sf libddplay.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libddplay.so.$(SOMAJOR)
	ln -sf libddplay.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libddplay.so
	$(INSTALL) -m 644 src/dds/dll.h $(DESTDIR)$(INCLUDEDIR)/ddplay/dds/dll.h
	$(INSTALL) -m 644 $(BUILD)/libdds-ddplay.a $(DESTDIR)$(LIBDIR)/libdds-ddplay.a
	$(INSTALL) -m 755 $(BUILD)/libdds-ddplay.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libdds-ddplay.so.$(VERSION)
	ln -sf libdds-ddplay.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libdds-ddplay.so.$(SOMAJOR)
	ln -sf libdds-ddplay.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libdds-ddplay.so
	$(INSTALL) -d $(DESTDIR)$(LIBDIR)/ddplay
	$(INSTALL) -m 755 $(BUILD)/dds-compat/libdds.so.0 $(DESTDIR)$(LIBDIR)/ddplay/libdds.so.0
	$(PC_SUBST) engine/lib/ddplay.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/ddplay.pc
	$(PC_SUBST) src/dds/dds-ddplay.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/dds-ddplay.pc

# libdds-ddplay: DDS's C API on the engine (src/dds/; docs/library.md),
# tested by tests/t_dds.sh through tests/dds_check.c.
DDS_LIB_OBJ = $(BUILD)/src/dds/dds.o $(BUILD)/src/dds/dds_calc.o $(BUILD)/src/dds/all.o \
	      $(BUILD)/src/dds/dds_play.o \
	      $(BUILD)/src/dds/dds_par.o \
	      $(BUILD)/src/dds/par.o $(LIB_OBJ)
# The same for the shared libraries: the program core's objects
# position-independent, the engine's as they are (ENGINE_PIC).
DDS_PIC_OBJ = $(patsubst $(BUILD)/%,$(BUILD)/pic/%,$(filter-out $(LIB_OBJ),$(DDS_LIB_OBJ))) $(LIB_OBJ)
# The calls over many boards (src/dds/dds_all.c) with the threads they
# start (src/util/pool.c) in one object, the pool_ names made local.
define dds_all
$(1)/src/dds/all.o: $(1)/src/dds/dds_all.o $(1)/src/util/pool.o
	@mkdir -p $$(dir $$@)
	$$(CC) -r -nostdlib -o $$@.tmp $$^
	$$(OBJCOPY) --wildcard --localize-symbol='pool_*' $$@.tmp $$@
	@rm -f $$@.tmp
endef
$(eval $(call dds_all,$(BUILD)))
$(eval $(call dds_all,$(BUILD)/pic))
# DealerPar: ddplay's par (src/model/par.c, and the seat and strain letters of
# src/model/deal.c) in one object, only par_compute global.
$(BUILD)/src/dds/par.o: $(BUILD)/src/model/par.o $(BUILD)/src/model/deal.o
	@mkdir -p $(dir $@)
	$(CC) -r -nostdlib -o $@.tmp $^
	$(OBJCOPY) --keep-global-symbol=par_compute $@.tmp $@
	@rm -f $@.tmp
$(BUILD)/pic/src/dds/par.o: $(BUILD)/pic/src/model/par.o $(BUILD)/pic/src/model/deal.o
	@mkdir -p $(dir $@)
	$(CC) -r -nostdlib -o $@.tmp $^
	$(OBJCOPY) --keep-global-symbol=par_compute $@.tmp $@
	@rm -f $@.tmp
dds-lib: $(BUILD)/libdds-ddplay.a $(BUILD)/libdds-ddplay.so.$(VERSION) \
	 $(BUILD)/dds-compat/libdds.so.0
# libdds.so.0: libdds-ddplay under the file name and soname of Debian's
# DDS (libdds0), in a folder of its own: a program built against DDS runs
# on ddplay unchanged with LD_LIBRARY_PATH pointing there
# ($(BUILD)/dds-compat; installed: $(LIBDIR)/ddplay, never beside DDS).
# Its version script has no version node: Debian's libdds0 has no
# symbol versions, and a client linked with this one must run on that one
# without "no version information available".
$(BUILD)/dds-compat/libdds.map: src/dds/libdds-ddplay.map
	@mkdir -p $(dir $@)
	sed 's/^DDS_DDPLAY_0 {/{/' $< > $@
$(BUILD)/dds-compat/libdds.so.0: $(DDS_PIC_OBJ) $(BUILD)/dds-compat/libdds.map Makefile
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libdds.so.0 \
	  -Wl,--version-script=$(BUILD)/dds-compat/libdds.map -o $@ $(filter %.o,$^) -lpthread
# The names of DDS's API, from the version script: the only global names
# of the static library, whose objects are linked into one
# (lib/dds.o) and the rest made local, engine and dd_ names included.
$(BUILD)/lib/dds-api.txt: src/dds/libdds-ddplay.map
	@mkdir -p $(dir $@)
	sed -n '/global:/,/local:/p' $< | tr -s ' \t;' '\n\n\n' | \
	  grep -v -e : -e '^$$' > $@
$(BUILD)/lib/dds.o: $(DDS_LIB_OBJ) $(BUILD)/lib/dds-api.txt
	$(CC) -r -nostdlib -o $@.tmp $(filter %.o,$^)
	$(OBJCOPY) --keep-global-symbols=$(BUILD)/lib/dds-api.txt $@.tmp $@
	@rm -f $@.tmp
$(BUILD)/libdds-ddplay.a: $(BUILD)/lib/dds.o Makefile
	@rm -f $@
	$(AR) rcs $@ $(filter %.o,$^)
$(BUILD)/libdds-ddplay.so.$(VERSION): $(DDS_PIC_OBJ) src/dds/libdds-ddplay.map
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libdds-ddplay.so.$(SOMAJOR) \
	  -Wl,--version-script=src/dds/libdds-ddplay.map -o $@ $(filter %.o,$^) -lpthread
	ln -sf libdds-ddplay.so.$(VERSION) $(BUILD)/libdds-ddplay.so.$(SOMAJOR)
	ln -sf libdds-ddplay.so.$(SOMAJOR) $(BUILD)/libdds-ddplay.so
DDS_CHECK_OBJ = $(BUILD)/src/model/deal.o $(BUILD)/src/util/util.o $(BUILD)/src/util/pool.o
# The client's files (tests/dds_check.c and its parts, dds_check.h), built
# together, with each library's header.
DDS_CHECK_SRC = tests/dds_check.c $(sort $(wildcard tests/dds_check_*.c))
# (the client's own dd_ calls from libddplay.a: libdds-ddplay.a keeps them
# local)
$(BUILD)/tests/dds_check: $(DDS_CHECK_SRC) tests/dds_check.h $(BUILD)/libdds-ddplay.a $(BUILD)/libddplay.a $(DDS_CHECK_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -Iengine -Isrc -Isrc/dds -DDDS_HEADER='"dll.h"' \
	  $(LDFLAGS) -o $@ $(DDS_CHECK_SRC) $(DDS_CHECK_OBJ) $(BUILD)/libdds-ddplay.a $(BUILD)/libddplay.a -lpthread
# the same client linked with DDS itself (Debian's libdds-dev), when there;
# DDS_CFLAGS and DDS_LIBS say where, for a DDS installed elsewhere.  ddplay's
# folders by -iquote: <dds/dll.h> is DDS's header, not src/dds/dll.h.
DDS_LIBS ?= -ldds
$(BUILD)/tests/dds_check_dds: $(DDS_CHECK_SRC) tests/dds_check.h $(DDS_CHECK_OBJ) $(LIB_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -iquote engine -iquote src $(DDS_CFLAGS) -DDDS_HEADER='<dds/dll.h>' \
	  $(LDFLAGS) -o $@ $(DDS_CHECK_SRC) $(DDS_CHECK_OBJ) $(LIB_OBJ) $(DDS_LIBS) -lpthread

# Built before the tests run: t_install and t_dds, which may run at the same
# time, then find them made (their own make has nothing to write).
check-built: lib dds-lib $(BUILD)/tests/dds_check

# `make install-strip`: make install, the program and the shared libraries
# stripped by $(STRIP) (the target's strip in a cross build).
.PHONY: install-strip
install-strip: install
	$(STRIP) $(DESTDIR)$(BINDIR)/ddplay
	$(STRIP) --strip-unneeded $(DESTDIR)$(LIBDIR)/libddplay.so.$(VERSION) \
	  $(DESTDIR)$(LIBDIR)/libdds-ddplay.so.$(VERSION) $(DESTDIR)$(LIBDIR)/ddplay/libdds.so.0

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/ddplay $(DESTDIR)$(MANDIR)/man1/ddplay.1 \
	  $(DESTDIR)$(BASHCOMPDIR)/ddplay $(DESTDIR)$(ZSHCOMPDIR)/_ddplay \
	  $(DESTDIR)$(INCLUDEDIR)/ddplay/dd.h $(DESTDIR)$(LIBDIR)/libddplay.a \
	  $(DESTDIR)$(LIBDIR)/libddplay.so.$(VERSION) \
	  $(DESTDIR)$(LIBDIR)/libddplay.so.$(SOMAJOR) \
	  $(DESTDIR)$(LIBDIR)/libddplay.so $(DESTDIR)$(PKGCONFIGDIR)/ddplay.pc \
	  $(DESTDIR)$(PKGCONFIGDIR)/dds-ddplay.pc \
	  $(DESTDIR)$(INCLUDEDIR)/ddplay/dds/dll.h $(DESTDIR)$(LIBDIR)/libdds-ddplay.a \
	  $(DESTDIR)$(LIBDIR)/libdds-ddplay.so.$(VERSION) \
	  $(DESTDIR)$(LIBDIR)/libdds-ddplay.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libdds-ddplay.so \
	  $(DESTDIR)$(LIBDIR)/ddplay/libdds.so.0
	rm -f $(addprefix $(DESTDIR)$(DOCDIR)/,$(notdir $(DOCS)))
	-rmdir $(DESTDIR)$(INCLUDEDIR)/ddplay/dds $(DESTDIR)$(INCLUDEDIR)/ddplay \
	  $(DESTDIR)$(LIBDIR)/ddplay $(DESTDIR)$(DOCDIR) 2>/dev/null

# The tests on an installed ddplay (as autopkgtest runs them): `make
# installcheck` tests $(DESTDIR)$(BINDIR)/ddplay (DDPLAY=/usr/bin/ddplay
# make check does the same), without the sanitizer pass; the libraries
# and the unit tests are built from the tree.  NEED_TMUX=0: the screen
# tests skip when tmux is absent.
.PHONY: installcheck
installcheck: check-deps
	@$(MAKE) --no-print-directory -j$(JOBS) unit lib dds-lib $(BUILD)/tests/dds_check
	@DDPLAY=$(DESTDIR)$(BINDIR)/ddplay SANITIZED=0 JOBS=$(JOBS) \
	  TESTS='$(TESTS)' sh tests/run.sh

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
