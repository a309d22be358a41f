package org.furylike.serializer.jdk;

import java.io.Externalizable;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.FuryException;
import org.furylike.memory.Instantiator;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.Serializer;

/**
 * Serializer for a user subclass of a concrete JDK collection or map whose own classes declare JDK
 * hooks ({@code writeObject}/{@code readObject}, {@code writeReplace}/{@code readResolve}), or
 * whose JDK class has state set by its constructor ({@link JdkContainerState}). As {@code
 * ObjectOutputStream} does, the JDK class's contents come first, then the user classes' layers
 * (topmost first, each as {@link HookLayers} writes it), so a {@code readObject} sees the elements
 * already in place.
 *
 * <p>Wire (after the replace tag of {@link ReplaceResolveSerializer}): for subclasses of the JDK
 * classes {@link JdkContainerState} covers, the state their constructors set (a comparator or
 * {@code Properties} defaults slot, or the access-order boolean); then {@code varuint32} size, the
 * elements (or entries) as a collection (map) writes them when there are any, then the user layers.
 * The reader runs the class's no-arg constructor (the JDK superclass's state needs it), restores
 * that state, empties the result, fills it, and runs the layers' {@code readObject}s.
 */
public final class HookedContainerSerializer<T> extends ReplaceResolveSerializer<T> {
  private final boolean map;
  private final HookLayers layers;
  private final Instantiator<T> instantiator;
  private final JdkContainerState state;

  /** The serializer of {@code type}, a subclass of {@code jdk}, a JDK collection or map class. */
  public HookedContainerSerializer(ClassResolver resolver, Class<T> type, Class<?> jdk) {
    super(type, JdkHooks.of(type));
    this.map = Map.class.isAssignableFrom(type);
    List<JdkHooks.Layer> user = new ArrayList<>();
    for (JdkHooks.Layer l : JdkHooks.of(type).layers()) {
      if (l.cls != jdk && jdk.isAssignableFrom(l.cls)) {
        user.add(l);
      }
    }
    this.layers = new HookLayers(resolver, type, user);
    try {
      type.getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      throw new FuryException(
          type.getName()
              + " extends "
              + jdk.getName()
              + " but has no no-arg constructor, which is needed to initialize the JDK state;"
              + " add one or register a custom serializer");
    }
    this.instantiator = Instantiator.of(type);
    this.state = JdkContainerState.of(type);
  }

  /**
   * The serializer of {@code cls}, a collection or map class, when it extends a concrete JDK class
   * and either its own classes declare JDK hooks or the JDK class has constructor-set state (a
   * comparator or access order, see {@link JdkContainerState}) that a subclass's no-arg constructor
   * may not restore; null otherwise (the built-in subclass serializer then applies). Externalizable
   * subclasses get {@link ExternalizableSerializer}.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Serializer<?> forHookedSubclass(ClassResolver resolver, Class<?> cls) {
    Class<?> jdk = cls;
    while (jdk != null && !ThrowableSerializer.isJdk(jdk)) {
      jdk = jdk.getSuperclass();
    }
    if (jdk == null
        || jdk == cls
        || jdk == Object.class
        || Modifier.isAbstract(jdk.getModifiers())
        || !(JdkHooks.hasHooksBelow(cls, jdk) || JdkContainerState.applies(cls))) {
      return null;
    }
    return Externalizable.class.isAssignableFrom(cls)
        ? new ExternalizableSerializer(resolver, cls)
        : new HookedContainerSerializer(resolver, cls, jdk);
  }

  @Override
  void writeData(WriteContext ctx, Object obj) {
    if (state != null) {
      state.write(ctx, obj);
    }
    if (map) {
      Map<?, ?> m = (Map<?, ?>) obj;
      ctx.buffer().writeVarUint32(m.size());
      if (!m.isEmpty()) {
        AbstractMapSerializer.writeEntries(ctx, m, null);
      }
    } else {
      Collection<?> c = (Collection<?>) obj;
      ctx.buffer().writeVarUint32(c.size());
      if (!c.isEmpty()) {
        AbstractCollectionSerializer.writeElements(ctx, c, null);
      }
    }
    layers.write(ctx, obj);
  }

  @Override
  @SuppressWarnings("unchecked")
  Object readData(ReadContext ctx) {
    T obj = instantiator.newInstance();
    ctx.reference(obj);
    if (state != null) {
      state.read(ctx, obj);
    }
    int size = ctx.readLength(map ? 2 : 1, type.getName());
    if (map) {
      Map<Object, Object> m = (Map<Object, Object>) obj;
      m.clear();
      if (size > 0) {
        AbstractMapSerializer.readEntries(ctx, m, size, null);
      }
    } else {
      Collection<Object> c = (Collection<Object>) obj;
      c.clear();
      if (size > 0) {
        AbstractCollectionSerializer.readElements(ctx, c, size, null);
      }
    }
    layers.read(ctx, obj);
    return obj;
  }
}
