import { describe, expect, it } from "vitest";
import { reviewSchema } from "@/modules/catalog/shared/validations";
import {
  COMMENT_LIMIT,
  RATINGS,
  charactersLeft,
  isRating,
  ratingWord,
  shownRating,
  starLabel,
} from "./rating";

describe("star scale", () => {
  it("runs from 1 to 5, each star named for a screen reader", () => {
    expect(RATINGS.map(starLabel)).toEqual(["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]);
  });

  it("knows only whole ratings from 1 to 5", () => {
    expect([0, 1, 3, 5, 6, 2.5, -1].map(isRating)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it("words each rating and prompts when there is none", () => {
    expect(RATINGS.map(ratingWord)).toEqual(["Poor", "Fair", "Good", "Very good", "Excellent"]);
    expect(ratingWord(0)).toBe("Choose a rating");
  });
});

describe("shownRating", () => {
  it("previews the hovered star over the chosen one", () => {
    expect(shownRating(2, 5)).toBe(5);
    expect(shownRating(0, 3)).toBe(3);
  });

  it("shows the chosen rating when nothing is hovered, and none before a choice", () => {
    expect(shownRating(4, null)).toBe(4);
    expect(shownRating(0, null)).toBe(0);
  });

  it("ignores values off the scale", () => {
    expect(shownRating(4, 9)).toBe(4);
    expect(shownRating(7, null)).toBe(0);
  });
});

describe("comment limit", () => {
  it("is the review API's own limit", () => {
    expect(COMMENT_LIMIT).toBe(2000);
    expect(reviewSchema.safeParse({ rating: 3, comment: "x".repeat(COMMENT_LIMIT) }).success).toBe(
      true,
    );
    expect(
      reviewSchema.safeParse({ rating: 3, comment: "x".repeat(COMMENT_LIMIT + 1) }).success,
    ).toBe(false);
  });

  it("counts the characters left, never below zero", () => {
    expect(charactersLeft("")).toBe(2000);
    expect(charactersLeft("hello")).toBe(1995);
    expect(charactersLeft("x".repeat(2100))).toBe(0);
  });
});
