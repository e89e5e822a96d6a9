package io.ashtapada.model;

/**
 * Rules that hold for a piece until it first moves (SJ-10, OM-6, OM-7).
 *
 * @param restrained     may not capture while unmoved (onto {@code restrainZone[owner]} when not null)
 * @param immune         may not be captured while unmoved (by a capturer standing in
 *                       {@code immuneZone[owner]} when not null)
 * @param firstOnlyZone  an unmoved piece standing here may only move sideways ({@code firstSideways})
 *                       and/or capture ({@code firstCapture}); null: no such rule
 */
public record Restrictions(boolean restrained, SquareSet[] restrainZone, boolean immune, SquareSet[] immuneZone,
                           SquareSet[] firstOnlyZone, boolean firstSideways, boolean firstCapture) {
}
