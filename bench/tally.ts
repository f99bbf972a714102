/** How many of a labelled set came out right: "12/16 (75.0%)". */
export class Tally {
  hits = 0;
  total = 0;
  add(hit: boolean) {
    this.hits += hit ? 1 : 0;
    this.total += 1;
  }
  toString() {
    return `${this.hits}/${this.total} (${this.total === 0 ? '-' : ((100 * this.hits) / this.total).toFixed(1)}%)`;
  }
}
