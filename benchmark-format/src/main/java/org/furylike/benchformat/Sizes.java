package org.furylike.benchformat;

import org.furylike.benchformat.data.DataKind;
import org.furylike.benchformat.peer.Peer;

/** Prints the encoded size of every object with every peer, as a markdown table. */
public final class Sizes {
  private Sizes() {}

  /** Entry point of {@code ci/bench-format.sh}'s size table. */
  public static void main(String[] args) {
    StringBuilder sb = new StringBuilder("| bytes |");
    for (Peer p : Peer.values()) {
      sb.append(' ').append(p.name().toLowerCase().replace('_', '-')).append(" |");
    }
    sb.append("\n|---|");
    for (int i = 0; i < Peer.values().length; i++) {
      sb.append("---:|");
    }
    for (DataKind d : DataKind.values()) {
      sb.append("\n| ").append(d).append(" |");
      for (Peer p : Peer.values()) {
        sb.append(' ').append(p.create(d).encode(d.create()).length).append(" |");
      }
    }
    System.out.println(sb);
  }
}
