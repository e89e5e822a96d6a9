package io.ashtapada.engine.search;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The table's replacement: buckets of four, the shallowest entry goes, older searches' entries first. */
class TranspositionTableTest {
    // A table of one bucket: every key shares it.
    private final TranspositionTable tt = new TranspositionTable(2);

    private void store(long key, int depth) {
        tt.store(key, (int) key, 0, depth, TranspositionTable.LOWER);
    }

    @Test
    void a_new_key_evicts_the_shallowest_entry_of_its_bucket() {
        store(11, 9);
        store(12, 2);
        store(13, 5);
        store(14, 7);
        store(15, 1);
        assertThat(tt.probe(12)).isNegative();
        for (long k : new long[]{11, 13, 14, 15}) assertThat(tt.probe(k)).as("key " + k).isNotNegative();
        assertThat(tt.depth(tt.probe(11))).isEqualTo(9);
    }

    @Test
    void an_entry_of_an_earlier_search_gives_way_before_a_shallower_one_of_this_search() {
        store(11, 9);
        store(13, 5);
        store(14, 7);
        store(15, 6);
        tt.newSearch();
        store(16, 1);   // evicts 13, the shallowest (all of the last search)
        store(17, 1);   // 15: 6 - 8 < 1, the new search's depth-1 entry stays
        assertThat(tt.probe(13)).isNegative();
        assertThat(tt.probe(15)).isNegative();
        assertThat(tt.probe(16)).isNotNegative();
        assertThat(tt.probe(17)).isNotNegative();
    }

    @Test
    void a_shallower_bound_of_the_same_search_does_not_overwrite_a_deeper_one_but_an_exact_score_does() {
        store(11, 8);
        store(11, 3);
        assertThat(tt.depth(tt.probe(11))).isEqualTo(8);
        tt.store(11, 5, 42, 3, TranspositionTable.EXACT);
        assertThat(tt.depth(tt.probe(11))).isEqualTo(3);
        assertThat(tt.score(tt.probe(11))).isEqualTo(42);
    }
}
