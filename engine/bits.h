/*
 * bits.h - relative-rank helpers: bit extract/deposit on a suit's 16 bits,
 * with the BMI2 instructions where the compiler targets them.
 */
#ifndef DD_BITS_H
#define DD_BITS_H

#include <stdint.h>
#ifdef __BMI2__
#include <immintrin.h>
#endif

/* Gathers the bits of x selected by mask into the low bits. */
static inline unsigned bits_extract(unsigned x, unsigned mask)
{
#ifdef __BMI2__
	return _pext_u32(x, mask);
#else
	unsigned r = 0;
	for (unsigned b = 1; mask; b <<= 1, mask &= mask - 1)
		if (x & mask & -mask)
			r |= b;
	return r;
#endif
}

/* Scatters the low bits of x to the positions set in mask. */
static inline unsigned bits_deposit(unsigned x, unsigned mask)
{
#ifdef __BMI2__
	return _pdep_u32(x, mask);
#else
	unsigned r = 0;
	for (unsigned b = 1; mask; b <<= 1, mask &= mask - 1)
		if (x & b)
			r |= mask & -mask;
	return r;
#endif
}

/* Spreads bit i of x (x < 2^16) to bit 2i. */
static inline uint32_t bits_spread(uint32_t x)
{
	x = (x | (x << 8)) & 0x00ff00ffu;
	x = (x | (x << 4)) & 0x0f0f0f0fu;
	x = (x | (x << 2)) & 0x33333333u;
	x = (x | (x << 1)) & 0x55555555u;
	return x;
}

#endif
