package org.furylike.serializer.builtin;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import org.furylike.exception.DeserializationException;

/**
 * Builds a {@code CopyOnWriteArraySet} in linear time. Every public way of filling one ({@code
 * add}, {@code addAll}, the copy constructor from anything but another such set) checks each new
 * element against all earlier ones, which is quadratic: 100,000 elements from the input would cost
 * billions of {@code equals} calls. The only linear public path is the set's own serialized form,
 * whose inner list is read back with one array copy; this class round-trips an empty set through
 * JDK serialization, substituting the inner list with one that holds index tokens, and resolves the
 * tokens to the elements while reading. The stream never leaves this class and its reader accepts
 * exactly the three classes involved.
 */
final class CopyOnWriteSets {
  private CopyOnWriteSets() {}

  /** A set of the distinct elements of {@code elements}, in first-occurrence order. */
  static CopyOnWriteArraySet<Object> of(Collection<Object> elements) {
    List<Object> distinct = new ArrayList<>(new LinkedHashSet<>(elements));
    if (distinct.isEmpty()) {
      return new CopyOnWriteArraySet<>();
    }
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(16 + 10 * distinct.size());
      try (TokenWriter out = new TokenWriter(bytes, distinct.size())) {
        out.writeObject(new CopyOnWriteArraySet<>());
      }
      try (TokenReader in = new TokenReader(bytes.toByteArray(), distinct)) {
        @SuppressWarnings("unchecked")
        CopyOnWriteArraySet<Object> set = (CopyOnWriteArraySet<Object>) in.readObject();
        return set;
      }
    } catch (IOException | ClassNotFoundException e) {
      throw new DeserializationException(
          "building a CopyOnWriteArraySet of " + distinct.size() + " elements failed: " + e, e);
    }
  }

  /** Writes the set with its (empty) inner list replaced by one holding index tokens. */
  private static final class TokenWriter extends ObjectOutputStream {
    private final int size;
    private boolean replaced;

    TokenWriter(OutputStream out, int size) throws IOException {
      super(out);
      this.size = size;
      enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object obj) {
      if (!replaced && obj instanceof CopyOnWriteArrayList) {
        replaced = true;
        Integer[] tokens = new Integer[size];
        for (int i = 0; i < size; i++) {
          tokens[i] = i;
        }
        return new CopyOnWriteArrayList<>(tokens);
      }
      return obj;
    }
  }

  /** Reads the set back, turning each index token into its element. */
  private static final class TokenReader extends ObjectInputStream {
    private final List<Object> elements;

    TokenReader(byte[] bytes, List<Object> elements) throws IOException {
      super(stream(bytes));
      this.elements = elements;
      enableResolveObject(true);
      setObjectInputFilter(TokenReader::allowed);
    }

    private static InputStream stream(byte[] bytes) {
      return new ByteArrayInputStream(bytes);
    }

    /**
     * The set, its list and the list's array at the top; below them the tokens, whose resolved
     * elements the JDK also passes through the filter (they are values already read).
     */
    private static ObjectInputFilter.Status allowed(ObjectInputFilter.FilterInfo info) {
      Class<?> c = info.serialClass();
      if (c == null
          || info.depth() >= 3
          || c == CopyOnWriteArraySet.class
          || c == CopyOnWriteArrayList.class
          || c == Object[].class) {
        return ObjectInputFilter.Status.ALLOWED;
      }
      return ObjectInputFilter.Status.REJECTED;
    }

    @Override
    protected Object resolveObject(Object obj) {
      return obj instanceof Integer ? elements.get((Integer) obj) : obj;
    }
  }
}
