// The reference scene built with Box2D 2.4.1's public API (our own code; Box2D is linked from the system).
#include "Box2DScene.h"

#include <box2d/box2d.h>

#include <algorithm>
#include <cmath>
#include <dlfcn.h>
#include <new>
#include <vector>

struct B2Scene {
    b2World world;
    std::vector<b2Body *> boxes;
    float timeStep;
    int32 velocityIterations;
    int32 positionIterations;
    double pointsPerMeter;

    explicit B2Scene(const b2Vec2 &gravity) : world(gravity) {}
};

static bool finitePositive(double value) { return std::isfinite(value) && value > 0; }

// A world with the parameters' gravity, step and settings, or NULL on bad input.
static B2Scene *makeScene(const B2SceneParameters *p, double boxSide, const double *centers, int32_t count) {
    if (p == nullptr || count < 0 || (count > 0 && centers == nullptr)) return nullptr;
    if (!finitePositive(p->pointsPerMeter) || !finitePositive(boxSide) || !finitePositive(p->timeStep)) return nullptr;
    const double k = 1.0 / p->pointsPerMeter;
    // y grows downwards as in UIKit, so gravity points along +y.
    B2Scene *scene = new (std::nothrow) B2Scene(b2Vec2(0.0f, float(p->gravity * k)));
    if (scene == nullptr) return nullptr;
    scene->timeStep = float(p->timeStep);
    scene->velocityIterations = p->velocityIterations;
    scene->positionIterations = p->positionIterations;
    scene->pointsPerMeter = p->pointsPerMeter;
    scene->world.SetAllowSleeping(p->allowSleeping != 0);
    scene->world.SetContinuousPhysics(p->continuousPhysics != 0);
    return scene;
}

// A static body with a two-sided edge from (x1, y1) to (x2, y2), points.
static void addEdge(b2Body *ground, const B2SceneParameters *p, double x1, double y1, double x2, double y2) {
    const double k = 1.0 / p->pointsPerMeter;
    b2EdgeShape edge;
    edge.SetTwoSided(b2Vec2(float(x1 * k), float(y1 * k)), b2Vec2(float(x2 * k), float(y2 * k)));
    b2FixtureDef fixture;
    fixture.shape = &edge;
    fixture.friction = float(p->friction);
    fixture.restitution = float(p->restitution);
    ground->CreateFixture(&fixture);
}

// The boxes. Box2D's density is kg/m², so the kit's density (kg per 100×100 pt) carries over unchanged.
static void addBoxes(B2Scene *scene, const B2SceneParameters *p, double boxSide, const double *centers, int32_t count) {
    const double k = 1.0 / p->pointsPerMeter;
    b2PolygonShape box;
    const float half = float(0.5 * boxSide * k);
    box.SetAsBox(half, half);
    b2FixtureDef boxFixture;
    boxFixture.shape = &box;
    boxFixture.density = float(p->density);
    boxFixture.friction = float(p->friction);
    boxFixture.restitution = float(p->restitution);
    scene->boxes.reserve(size_t(count));
    for (int32_t i = 0; i < count; ++i) {
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.position.Set(float(centers[2 * i] * k), float(centers[2 * i + 1] * k));
        def.linearDamping = float(p->linearDamping);
        def.angularDamping = float(p->angularDamping);
        b2Body *body = scene->world.CreateBody(&def);
        body->CreateFixture(&boxFixture);
        scene->boxes.push_back(body);
    }
}

extern "C" B2Scene *b2scene_create(const B2SceneParameters *p,
                                   double minX, double minY, double maxX, double maxY,
                                   double boxSide, const double *centers, int32_t count) {
    if (!(maxX > minX) || !(maxY > minY)) return nullptr;
    B2Scene *scene = makeScene(p, boxSide, centers, count);
    if (scene == nullptr) return nullptr;
    // The boundary: one static body with four two-sided edges.
    b2BodyDef groundDef;
    b2Body *ground = scene->world.CreateBody(&groundDef);
    const double corners[4][2] = {{minX, minY}, {maxX, minY}, {maxX, maxY}, {minX, maxY}};
    for (int i = 0; i < 4; ++i) {
        addEdge(ground, p, corners[i][0], corners[i][1], corners[(i + 1) % 4][0], corners[(i + 1) % 4][1]);
    }
    addBoxes(scene, p, boxSide, centers, count);
    return scene;
}

extern "C" B2Scene *b2scene_create_stack(const B2SceneParameters *p, double groundY, double groundHalfWidth,
                                         double boxSide, const double *centers, int32_t count) {
    B2Scene *scene = makeScene(p, boxSide, centers, count);
    if (scene == nullptr) return nullptr;
    b2BodyDef groundDef;
    b2Body *ground = scene->world.CreateBody(&groundDef);
    addEdge(ground, p, -groundHalfWidth, groundY, groundHalfWidth, groundY);
    addBoxes(scene, p, boxSide, centers, count);
    return scene;
}

extern "C" void b2scene_step(B2Scene *scene, int32_t steps) {
    for (int32_t i = 0; i < steps; ++i) {
        scene->world.Step(scene->timeStep, scene->velocityIterations, scene->positionIterations);
    }
}

extern "C" int32_t b2scene_awake_count(const B2Scene *scene) {
    int32_t awake = 0;
    for (const b2Body *body : scene->boxes) awake += body->IsAwake() ? 1 : 0;
    return awake;
}

extern "C" void b2scene_box_state(const B2Scene *scene, int32_t index, double *x, double *y, double *angle) {
    if (index < 0 || size_t(index) >= scene->boxes.size()) {
        *x = 0; *y = 0; *angle = 0;
        return;
    }
    const b2Body *body = scene->boxes[size_t(index)];
    *x = double(body->GetPosition().x) * scene->pointsPerMeter;
    *y = double(body->GetPosition().y) * scene->pointsPerMeter;
    *angle = double(body->GetAngle());
}

extern "C" void b2scene_library_version(int32_t *major, int32_t *minor, int32_t *revision) {
    *major = b2_version.major;
    *minor = b2_version.minor;
    *revision = b2_version.revision;
}

extern "C" const char *b2scene_library_path(void) {
    Dl_info info;
    if (dladdr(static_cast<const void *>(&b2_version), &info) != 0 && info.dli_fname != nullptr) return info.dli_fname;
    return "";
}

extern "C" void b2scene_destroy(B2Scene *scene) { delete scene; }

extern "C" double b2scene_cradle(const CradleSetup *setup, double *after) {
    if (setup->count < 2 || setup->pulled < 1 || setup->pulled >= setup->count || !(setup->radius > 0)
        || !(setup->rodLength > 0) || !(setup->pointsPerMeter > 0) || !(setup->timeStep > 0)) return 0;
    const double k = 1.0 / setup->pointsPerMeter;
    b2World world(b2Vec2(0.0f, float(setup->gravity * k)));
    b2BodyDef groundDef;
    b2Body *ground = world.CreateBody(&groundDef);
    std::vector<b2Body *> balls;
    for (int32_t i = 0; i < setup->count; ++i) {
        const double ax = 200 + 2 * setup->radius * i, ay = 200;
        const double swing = i < setup->pulled ? setup->angle : 0;
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.position.Set(float((ax - setup->rodLength * std::sin(swing)) * k), float((ay + setup->rodLength * std::cos(swing)) * k));
        def.bullet = false;
        b2Body *ball = world.CreateBody(&def);
        b2CircleShape circle;
        circle.m_radius = float(setup->radius * k);
        b2FixtureDef fixture;
        fixture.shape = &circle;
        fixture.density = 1;
        fixture.friction = 0;
        fixture.restitution = 1;
        ball->CreateFixture(&fixture);
        b2DistanceJointDef rod;
        rod.Initialize(ground, ball, b2Vec2(float(ax * k), float(ay * k)), ball->GetPosition());
        world.CreateJoint(&rod);
        balls.push_back(ball);
    }
    b2Body *last = balls[size_t(setup->pulled - 1)];
    double incoming = 0;
    for (int32_t step = 0; step < 600; ++step) {
        world.Step(float(setup->timeStep), setup->velocityIterations, setup->positionIterations);
        const double v = double(last->GetLinearVelocity().x) * setup->pointsPerMeter;
        if (v < incoming - 1) break;
        incoming = std::max(incoming, v);
    }
    for (int32_t step = 0; step < 2; ++step) world.Step(float(setup->timeStep), setup->velocityIterations, setup->positionIterations);
    for (int32_t i = 0; i < setup->count; ++i) {
        after[i] = incoming > 0 ? double(balls[size_t(i)]->GetLinearVelocity().x) * setup->pointsPerMeter / incoming : 0;
    }
    return incoming;
}
