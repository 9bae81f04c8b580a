package io.github.tongiaki.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.tongiaki.core.engine.Game;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * API hygiene of the module {@code io.github.tongiaki.core}, read from the compiled module descriptor:
 * exactly the API packages are exported, {@code internal} and {@code internal.engine} are not reachable, and no
 * public or protected signature of the API mentions an internal type. The API is what the compatibility policy (docs/using.md)
 * covers; changing the exported set is an API change.
 */
class ModuleApiTest {

    private static final String MODULE = "io.github.tongiaki.core";
    private static final String INTERNAL = "io.github.tongiaki.core.internal";
    /** The engine's machinery (issue 46): the turn machinery apart from the engine's API, as internal. */
    private static final String INTERNAL_ENGINE = "io.github.tongiaki.core.internal.engine";
    private static final Set<String> API = Set.of(
            "io.github.tongiaki.core",
            "io.github.tongiaki.core.geometry",
            "io.github.tongiaki.core.tiles",
            "io.github.tongiaki.core.board",
            "io.github.tongiaki.core.rules",
            "io.github.tongiaki.core.engine",
            "io.github.tongiaki.core.events",
            "io.github.tongiaki.core.notation",
            "io.github.tongiaki.core.text",
            "io.github.tongiaki.core.render");

    private static Path classes;
    private static ModuleDescriptor descriptor;

    @BeforeAll
    static void readDescriptor() throws URISyntaxException {
        // target/classes (or the jar) that holds the main code, module-info.class included
        classes = Path.of(Game.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        ModuleReference ref = ModuleFinder.of(classes).find(MODULE).orElseThrow(
                () -> new AssertionError("no module " + MODULE + " in " + classes));
        descriptor = ref.descriptor();
    }

    @Test
    @DisplayName("exports exactly the API packages, to everyone, and opens nothing")
    void exportsExactlyTheApi() {
        assertThat(descriptor.isOpen()).isFalse();
        assertThat(descriptor.exports()).allSatisfy(e -> assertThat(e.isQualified()).as("qualified export " + e).isFalse());
        assertThat(descriptor.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
                .containsExactlyInAnyOrderElementsOf(API);
        assertThat(descriptor.opens()).isEmpty();
    }

    @Test
    @DisplayName("the internal packages (internal and the engine's machinery, internal.engine) exist but are neither exported nor opened")
    void internalIsNotReachable() {
        assertThat(descriptor.packages()).contains(INTERNAL, INTERNAL_ENGINE);
        assertThat(descriptor.exports()).noneMatch(e -> e.source().startsWith(INTERNAL));
        assertThat(descriptor.opens()).noneMatch(o -> o.source().startsWith(INTERNAL));
        assertThat(descriptor.packages()).containsExactlyInAnyOrderElementsOf(union(API, Set.of(INTERNAL, INTERNAL_ENGINE)));
    }

    @Test
    @DisplayName("requires nothing but java.base")
    void requiresOnlyJavaBase() {
        assertThat(descriptor.requires().stream().map(ModuleDescriptor.Requires::name)).containsExactly("java.base");
    }

    @Test
    @DisplayName("no public or protected signature of the API mentions an internal type")
    void apiDoesNotLeakInternalTypes() throws IOException, ClassNotFoundException {
        List<Class<?>> api = apiClasses();
        assertThat(api).hasSizeGreaterThan(20).contains(Game.class);
        Set<String> leaks = new TreeSet<>();
        for (Class<?> c : api) {
            check(leaks, c.getName() + " extends", c.getGenericSuperclass());
            for (Type t : c.getGenericInterfaces()) {
                check(leaks, c.getName() + " implements", t);
            }
            for (TypeVariable<?> v : c.getTypeParameters()) {
                check(leaks, c.getName() + " <" + v + ">", v);
            }
            if (c.isSealed()) {
                for (Class<?> p : c.getPermittedSubclasses()) {
                    check(leaks, c.getName() + " permits", p);
                }
            }
            if (c.isRecord()) {
                for (RecordComponent rc : c.getRecordComponents()) {
                    check(leaks, c.getName() + "." + rc.getName(), rc.getGenericType());
                }
            }
            for (Field f : c.getDeclaredFields()) {
                if (visible(f)) {
                    check(leaks, c.getName() + "." + f.getName(), f.getGenericType());
                }
            }
            for (Constructor<?> k : c.getDeclaredConstructors()) {
                if (visible(k)) {
                    signature(leaks, c.getName() + ".<init>", k.getGenericParameterTypes(), k.getGenericExceptionTypes());
                }
            }
            for (Method m : c.getDeclaredMethods()) {
                if (visible(m) && !m.isSynthetic()) {
                    check(leaks, c.getName() + "." + m.getName() + " returns", m.getGenericReturnType());
                    signature(leaks, c.getName() + "." + m.getName(), m.getGenericParameterTypes(), m.getGenericExceptionTypes());
                }
            }
        }
        assertThat(leaks).as("API signatures that mention %s", INTERNAL).isEmpty();
    }

    /** The public classes of the exported packages that are reachable from outside (nested ones too). */
    private static List<Class<?>> apiClasses() throws IOException, ClassNotFoundException {
        List<Class<?>> out = new ArrayList<>();
        for (String pkg : new TreeSet<>(API)) {
            Path dir = classes.resolve(pkg.replace('.', '/'));
            List<Path> files;
            try (Stream<Path> s = Files.list(dir)) {
                files = s.filter(p -> p.toString().endsWith(".class")).sorted().collect(Collectors.toList());
            }
            for (Path p : files) {
                String simple = p.getFileName().toString().replace(".class", "");
                if (simple.equals("package-info")) {
                    continue;
                }
                Class<?> c = Class.forName(pkg + "." + simple, false, ModuleApiTest.class.getClassLoader());
                if (reachable(c)) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    private static boolean reachable(Class<?> c) {
        for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
            if (k.isAnonymousClass() || k.isLocalClass() || !(Modifier.isPublic(k.getModifiers()) || Modifier.isProtected(k.getModifiers()))) {
                return false;
            }
        }
        return true;
    }

    private static boolean visible(Member m) {
        return Modifier.isPublic(m.getModifiers()) || Modifier.isProtected(m.getModifiers());
    }

    private static void signature(Set<String> leaks, String where, Type[] parameters, Type[] exceptions) {
        for (Type t : parameters) {
            check(leaks, where + " parameter", t);
        }
        for (Type t : exceptions) {
            check(leaks, where + " throws", t);
        }
    }

    private static void check(Set<String> leaks, String where, Type type) {
        check(leaks, where, type, new HashSet<>());
    }

    private static void check(Set<String> leaks, String where, Type type, Set<Type> seen) {
        if (type == null || !seen.add(type)) {
            return;
        }
        if (type instanceof Class<?> c) {
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (c.getPackageName().equals(INTERNAL) || c.getPackageName().startsWith(INTERNAL + ".")) {
                leaks.add(where + ": " + c.getName());
            }
        } else if (type instanceof ParameterizedType p) {
            check(leaks, where, p.getRawType(), seen);
            check(leaks, where, p.getOwnerType(), seen);
            for (Type a : p.getActualTypeArguments()) {
                check(leaks, where, a, seen);
            }
        } else if (type instanceof WildcardType w) {
            for (Type b : w.getUpperBounds()) {
                check(leaks, where, b, seen);
            }
            for (Type b : w.getLowerBounds()) {
                check(leaks, where, b, seen);
            }
        } else if (type instanceof GenericArrayType g) {
            check(leaks, where, g.getGenericComponentType(), seen);
        } else if (type instanceof TypeVariable<?> v) {
            for (Type b : v.getBounds()) {
                check(leaks, where, b, seen);
            }
        }
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> s = new HashSet<>(a);
        s.addAll(b);
        return s;
    }
}
