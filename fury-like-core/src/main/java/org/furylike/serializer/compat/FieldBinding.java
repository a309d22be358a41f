package org.furylike.serializer.compat;

import java.util.ArrayList;
import java.util.List;
import org.furylike.context.ReadContext;
import org.furylike.meta.ClassIdentity;
import org.furylike.meta.GenericType;
import org.furylike.meta.TypeRef;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * The serializer and declared type of one remote field, built once and kept while the stream binds
 * the user classes the field's type names to the same serializers (the usual case: a message of the
 * same writer). A field naming no user class is built once for good; one naming user classes is
 * checked with one lookup per named class per value, and rebuilt only when a stream binds them
 * differently.
 */
final class FieldBinding {
  private final ClassIdentity[] users;
  private final Serializer<?>[] bound;
  private boolean built;
  Serializer<Object> serializer;
  GenericType generic;

  /**
   * A binding for a field of remote type {@code type}; {@code exact} when the field's own
   * serializer is bound too (else only its type arguments are).
   */
  FieldBinding(TypeRef type, boolean exact) {
    List<ClassIdentity> found = new ArrayList<>();
    if (exact) {
      collect(type, found);
    } else if (type != null) {
      for (TypeRef a : type.args()) {
        collect(a, found);
      }
    }
    this.users = found.toArray(new ClassIdentity[0]);
    this.bound = new Serializer<?>[users.length];
  }

  private static void collect(TypeRef ref, List<ClassIdentity> out) {
    if (ref == null) {
      return;
    }
    if (ref.tag() == TypeRef.USER) {
      out.add(ref.user());
    } else if (ref.tag() == TypeRef.ARRAY) {
      collect(ref.component(), out);
    } else {
      for (TypeRef a : ref.args()) {
        collect(a, out);
      }
    }
  }

  /** Whether the binding built earlier still holds for {@code ctx}; records it as built if not. */
  boolean current(ReadContext ctx, ClassResolver resolver) {
    boolean same = built;
    for (int i = 0; i < users.length; i++) {
      Serializer<?> s = ctx.schemas().serializerFor(users[i], resolver);
      if (s != bound[i]) {
        bound[i] = s;
        same = false;
      }
    }
    built = true;
    return same;
  }
}
