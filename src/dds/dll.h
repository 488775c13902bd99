/*
 * dll.h - the part of the C API of DDS 2.9 (Bo Haglund and Soren Hein's
 * double-dummy solver) that libdds-ddplay implements on ddplay's engine
 * (src/dds/dds.c, docs/library.md "A drop-in for DDS"), and SolveAllBoardsBin
 * of its later sources.  The names,
 * structures, constants and return codes are those DDS documents, so that
 * a program written for DDS builds with this header and links with
 * -ldds-ddplay; this file is ddplay's own, written from that interface.
 */
#ifndef DDS_DLL_H
/* DDS's include guard, so that a program including dll.h twice, or
 * testing it, sees one header */
#define DDS_DLL_H
#define DDPLAY_DDS_DLL_H

#include <stdbool.h>

/* The macros DDS's dll.h declares its calls with, for programs that
 * use them (a table of function pointers for dlopen(), say): nothing on
 * the systems libdds-ddplay builds for, extern "C" in C++. */
#define DLLEXPORT
#define STDCALL
/* DDS 2.9's dll.h defines it so off Windows; programs use it */
#ifndef INT8
#define INT8 char
#endif
#ifdef __cplusplus
#define EXTERN_C extern "C"
#else
#define EXTERN_C
#endif

#ifdef __cplusplus
extern "C" {
#endif

#define DDS_VERSION 20900      /* the DDS version whose API this is */

#define DDS_HANDS 4
#define DDS_SUITS 4
#define DDS_STRAINS 5

#define MAXNOOFBOARDS 200
#define MAXNOOFTABLES 40

/* Return codes. */
#define RETURN_NO_FAULT 1
#define RETURN_UNKNOWN_FAULT -1
#define RETURN_ZERO_CARDS -2
#define RETURN_TARGET_TOO_HIGH -3
#define RETURN_DUPLICATE_CARDS -4
#define RETURN_TARGET_WRONG_LO -5
#define RETURN_TARGET_WRONG_HI -7
#define RETURN_SOLNS_WRONG_LO -8
#define RETURN_SOLNS_WRONG_HI -9
#define RETURN_TOO_MANY_CARDS -10
#define RETURN_SUIT_OR_RANK -12
#define RETURN_PLAYED_CARD -13
#define RETURN_CARD_COUNT -14
#define RETURN_THREAD_INDEX -15
#define RETURN_MODE_WRONG_LO -16
#define RETURN_MODE_WRONG_HI -17
#define RETURN_TRUMP_WRONG -18
#define RETURN_FIRST_WRONG -19
#define RETURN_PLAY_FAULT -98
#define RETURN_PBN_FAULT -99
#define RETURN_TOO_MANY_BOARDS -101
#define RETURN_THREAD_CREATE -102
#define RETURN_THREAD_WAIT -103
#define RETURN_THREAD_MISSING -104
#define RETURN_NO_SUIT -201
#define RETURN_TOO_MANY_TABLES -202
#define RETURN_CHUNK_SIZE -301

/* Their texts, as ErrorMessage() gives them: DDS's own words, so that a
 * program comparing or printing them reads what it read with DDS
 * ("0 .. 2" for first is DDS's, though first may be 0..3). */
#define TEXT_NO_FAULT "Success"
#define TEXT_UNKNOWN_FAULT "General error"
#define TEXT_ZERO_CARDS "Zero cards"
#define TEXT_TARGET_TOO_HIGH "Target exceeds number of tricks"
#define TEXT_DUPLICATE_CARDS "Cards duplicated"
#define TEXT_TARGET_WRONG_LO "Target is less than -1"
#define TEXT_TARGET_WRONG_HI "Target is higher than 13"
#define TEXT_SOLNS_WRONG_LO "Solutions parameter is less than 1"
#define TEXT_SOLNS_WRONG_HI "Solutions parameter is higher than 3"
#define TEXT_TOO_MANY_CARDS "Too many cards"
#define TEXT_SUIT_OR_RANK "currentTrickSuit or currentTrickRank has wrong data"
#define TEXT_PLAYED_CARD "Played card also remains in a hand"
#define TEXT_CARD_COUNT "Wrong number of remaining cards in a hand"
#define TEXT_THREAD_INDEX "Thread index is not 0 .. maximum"
#define TEXT_MODE_WRONG_LO "Mode parameter is less than 0"
#define TEXT_MODE_WRONG_HI "Mode parameter is higher than 2"
#define TEXT_TRUMP_WRONG "Trump is not in 0 .. 4"
#define TEXT_FIRST_WRONG "First is not in 0 .. 2"
#define TEXT_PLAY_FAULT "AnalysePlay input error"
#define TEXT_PBN_FAULT "PBN string error"
#define TEXT_TOO_MANY_BOARDS "Too many boards requested"
#define TEXT_THREAD_CREATE "Could not create threads"
#define TEXT_THREAD_WAIT "Something failed waiting for thread to end"
#define TEXT_THREAD_MISSING "Multi-threading system not present"
#define TEXT_NO_SUIT "Denomination filter vector has no entries"
#define TEXT_TOO_MANY_TABLES "Too many DD tables requested"
#define TEXT_CHUNK_SIZE "Chunk size is less than 1"

/* Hands 0 North, 1 East, 2 South, 3 West; suits 0 spades, 1 hearts,
 * 2 diamonds, 3 clubs, strains 4 notrump too; a holding has bit r set
 * for rank r (2..14, 14 the ace). */
struct deal {
	int trump;                      /* the strain */
	int first;                      /* the hand that led the trick in progress */
	int currentTrickSuit[3];        /* the cards of that trick, in order */
	int currentTrickRank[3];        /* rank 2..14, 0 when no card */
	unsigned int remainCards[DDS_HANDS][DDS_SUITS];
};

struct dealPBN {
	int trump;
	int first;
	int currentTrickSuit[3];
	int currentTrickRank[3];
	char remainCards[80];           /* "N:AKQ.. ... ... ..." (PBN) */
};

struct futureTricks {
	int nodes;                      /* search nodes */
	int cards;                      /* entries below */
	int suit[13];
	int rank[13];
	int equals[13];                 /* lower equivalent ranks, as bits */
	int score[13];                  /* tricks for the side to play */
};

/* Up to MAXNOOFBOARDS positions, each with SolveBoard's arguments
 * (SolveAllBoards, SolveAllChunks*; AnalyseAllPlays* take the deals). */
struct boards {
	int noOfBoards;
	struct deal deals[MAXNOOFBOARDS];
	int target[MAXNOOFBOARDS];
	int solutions[MAXNOOFBOARDS];
	int mode[MAXNOOFBOARDS];
};

struct boardsPBN {
	int noOfBoards;
	struct dealPBN deals[MAXNOOFBOARDS];
	int target[MAXNOOFBOARDS];
	int solutions[MAXNOOFBOARDS];
	int mode[MAXNOOFBOARDS];
};

struct solvedBoards {
	int noOfBoards;
	struct futureTricks solvedBoard[MAXNOOFBOARDS];
};

struct ddTableDeal {
	unsigned int cards[DDS_HANDS][DDS_SUITS];
};

struct ddTableDealPBN {
	char cards[80];
};

struct ddTableResults {
	int resTable[DDS_STRAINS][DDS_HANDS];   /* [strain][declarer] */
};

struct ddTableDeals {
	int noOfTables;
	struct ddTableDeal deals[MAXNOOFTABLES * DDS_STRAINS];
};

struct ddTableDealsPBN {
	int noOfTables;
	struct ddTableDealPBN deals[MAXNOOFTABLES * DDS_STRAINS];
};

struct ddTablesRes {
	int noOfBoards;
	struct ddTableResults results[MAXNOOFTABLES * DDS_STRAINS];
};

/* Par(): [0] when North-South open the bidding, [1] East-West:
 * parScore "NS 620" ([1]: "EW -620"), parContractsString "NS:NS 4S,NS
 * 34N" (each contract's seats, the levels that give the par score, the
 * strain), "EW:NS 5Dx" (a doubled sacrifice). */
struct parResults {
	char parScore[2][16];
	char parContractsString[2][128];
};

struct allParResults {
	struct parResults presults[MAXNOOFTABLES];
};

/* contracts[i]: "4S-NS", "3N-EW+1", "5C*-NS-2" (doubled, two down). */
struct parResultsDealer {
	int number;
	int score;                      /* North-South's score */
	char contracts[10][10];
};

/* A par contract in binary: underTricks 0 when it makes (overTricks
 * then), level 1..7, denom 0 notrump, 1 spades ... 4 clubs, seats 0..3 N E
 * S W, 4 NS, 5 EW. */
struct contractType {
	int underTricks;
	int overTricks;
	int level;
	int denom;
	int seats;
};

/* score: North-South's (DealerParBin), or the side's that opens the
 * bidding (SidesParBin). */
struct parResultsMaster {
	int score;
	int number;
	struct contractType contracts[10];
};

/* "Par -110: EW 2S EW 2D+1" for each side opening; equal when the two
 * are the same. */
struct parTextResults {
	char parText[2][128];
	bool equal;
};

/* A play: number cards, each a suit and a rank (Bin), or two characters
 * "SA" (PBN). */
struct playTraceBin {
	int number;
	int suit[52];
	int rank[52];
};

struct playTracePBN {
	int number;
	char cards[106];
};

/* tricks[k]: declarer's side's double-dummy tricks after k cards. */
struct solvedPlay {
	int number;
	int tricks[53];
};

struct playTracesBin {
	int noOfBoards;
	struct playTraceBin plays[MAXNOOFBOARDS];
};

struct playTracesPBN {
	int noOfBoards;
	struct playTracePBN plays[MAXNOOFBOARDS];
};

struct solvedPlays {
	int noOfBoards;
	struct solvedPlay solved[MAXNOOFBOARDS];
};

/* What the library is: DDS's version (of the API here), the system, the
 * threads; systemString says it is libdds-ddplay. */
struct DDSInfo {
	int major, minor, patch;
	char versionString[10];
	int system;                     /* 3 Linux, 4 Apple, 0 other */
	int numBits;
	int compiler;                   /* 3 GNU, 4 clang, 0 other */
	int constructor;
	int numCores;
	int threading;
	int noOfThreads;
	char threadSizes[128];
	char systemString[1024];
};

void GetDDSInfo(struct DDSInfo *info);
/* Accepted (0..8) and ignored: POSIX threads whatever the code. */
int SetThreading(int code);
void SetMaxThreads(int userThreads);
void SetResources(int maxMemoryMB, int maxThreads);
void FreeMemory(void);

int SolveBoard(struct deal dl, int target, int solutions, int mode,
	       struct futureTricks *futp, int threadIndex);
int SolveBoardPBN(struct dealPBN dlpbn, int target, int solutions,
		  int mode, struct futureTricks *futp, int thrId);

int CalcDDtable(struct ddTableDeal tableDeal,
		struct ddTableResults *tablep);
int CalcDDtablePBN(struct ddTableDealPBN tableDealPBN,
		   struct ddTableResults *tablep);

/* trumpFilter[strain] 0: that strain is solved; mode -1: no par, 0..3:
 * the par of each table (Par()) for that vulnerability, in presp. */
int CalcAllTables(struct ddTableDeals *dealsp, int mode,
		  int trumpFilter[DDS_STRAINS], struct ddTablesRes *resp,
		  struct allParResults *presp);
int CalcAllTablesPBN(struct ddTableDealsPBN *dealsp, int mode,
		     int trumpFilter[DDS_STRAINS], struct ddTablesRes *resp,
		     struct allParResults *presp);

/* SolveBoard over noOfBoards boards, in threads; the chunk size is
 * accepted and does not matter. */
int SolveAllBoards(struct boardsPBN *bop, struct solvedBoards *solvedp);
int SolveAllBoardsBin(struct boards *bop, struct solvedBoards *solvedp);
int SolveAllChunks(struct boardsPBN *bop, struct solvedBoards *solvedp,
		   int chunkSize);
int SolveAllChunksBin(struct boards *bop, struct solvedBoards *solvedp,
		      int chunkSize);
int SolveAllChunksPBN(struct boardsPBN *bop, struct solvedBoards *solvedp,
		      int chunkSize);

/* The par of a table for a vulnerability (0 none, 1 both, 2 North-South,
 * 3 East-West) with each side opening the bidding; CalcPar solves the
 * table first. */
int Par(struct ddTableResults *tablep, struct parResults *presp,
	int vulnerable);
int CalcPar(struct ddTableDeal tableDeal, int vulnerable,
	    struct ddTableResults *tablep, struct parResults *presp);
int CalcParPBN(struct ddTableDealPBN tableDealPBN,
	       struct ddTableResults *tablep, int vulnerable,
	       struct parResults *presp);

/* The par of a table for a dealer and a vulnerability: 0 none, 1 both,
 * 2 North-South, 3 East-West. */
int DealerPar(struct ddTableResults *tablep,
	      struct parResultsDealer *presp, int dealer, int vulnerable);

/* DealerPar in binary; SidesPar and SidesParBin: [0] North-South
 * opening the bidding, [1] East-West, each scored for that side; their
 * text forms ("Par 620: NS 4S", "Par -100: EW 4Dx-1 EW 4Cx-1"). */
int DealerParBin(struct ddTableResults *tablep,
		 struct parResultsMaster *presp, int dealer, int vulnerable);
int SidesPar(struct ddTableResults *tablep,
	     struct parResultsDealer sidesRes[2], int vulnerable);
int SidesParBin(struct ddTableResults *tablep,
		struct parResultsMaster sidesRes[2], int vulnerable);
int ConvertToDealerTextFormat(struct parResultsMaster *pres, char *resp);
int ConvertToSidesTextFormat(struct parResultsMaster *pres,
			     struct parTextResults *resp);

int AnalysePlayBin(struct deal dl, struct playTraceBin play,
		   struct solvedPlay *solved, int thrId);
int AnalysePlayPBN(struct dealPBN dlPBN, struct playTracePBN playPBN,
		   struct solvedPlay *solvedp, int thrId);

/* AnalysePlay over noOfBoards deals and plays (the same number), in
 * threads. */
int AnalyseAllPlaysBin(struct boards *bop, struct playTracesBin *plp,
		       struct solvedPlays *solvedp, int chunkSize);
int AnalyseAllPlaysPBN(struct boardsPBN *bopPBN,
		       struct playTracesPBN *plpPBN,
		       struct solvedPlays *solvedp, int chunkSize);

void ErrorMessage(int code, char line[80]);

#ifdef __cplusplus
}
#endif

#endif
